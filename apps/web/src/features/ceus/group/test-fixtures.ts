import type { GroupCeu, GroupCeuFormContext } from '@portal/contracts'

export const FORM_CONTEXT: GroupCeuFormContext = {
  creditTypes: [
    { id: 1, name: 'General', minimum: 0 },
    { id: 2, name: 'Ethics and/or Standards of Practice', minimum: 2 },
  ],
  isMember: false,
  reviewFeeCents: 5000,
  listingFeeCents: 7500,
}

export const groupCeuOf = (overrides: Partial<GroupCeu> = {}): GroupCeu => ({
  id: 9,
  user: { id: 7, firstName: 'Terrence', lastName: 'Wallace', email: 'sponsor@example.org' },
  credits: 6,
  creditTypeId: 2,
  creditType: 'Ethics and/or Standards of Practice',
  programTitle: 'Financial Wellness Summit',
  sponsor: 'Harbor Credit Union',
  programDescription: 'A day on counseling clients through debt.',
  programAgenda: '9:00 Ethics (2h)',
  contactEmail: 'events@harbor.example.org',
  completionCode: 'HARBOR-2026',
  listProgram: false,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  attendanceCostCents: null,
  registrationUrl: null,
  status: 'pending',
  state: 'pending',
  approved: null,
  submittedAt: '2026-11-01T15:00:00.000Z',
  createdAt: '2026-11-01T14:00:00.000Z',
  files: [],
  fees: [
    { kind: 'ceu_review', name: 'CEU pre-approval review fee: Financial Wellness Summit', cents: 5000, paid: true },
  ],
  reviews: [],
  isEditable: true,
  ...overrides,
})
