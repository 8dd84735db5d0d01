/** Answers of the CEU calls, as the server sends them, for the component tests. */
import type { CeuPeriodData, IndividualCeu, IndividualCeuDetail, IndividualCeuFormContext } from '@portal/contracts'

export const period2026 = { id: 5, name: '2026', start: '2026-07-01', end: '2028-06-30', windowStart: '2026-01-01' }
export const period2024 = { id: 4, name: '2024', start: '2024-07-01', end: '2026-06-30', windowStart: '2024-01-01' }

export const formContextOf = (overrides: Partial<IndividualCeuFormContext> = {}): IndividualCeuFormContext => ({
  reportingPeriods: [period2026],
  creditTypes: [
    { id: 1, name: 'General', minimum: 0 },
    { id: 2, name: 'Ethics and/or Standards of Practice', minimum: 2 },
  ],
  today: '2026-11-20',
  ...overrides,
})

export const ceuOf = (overrides: Partial<IndividualCeu> = {}): IndividualCeu => ({
  id: 41,
  userId: 7,
  reportingPeriodId: 5,
  reportingPeriod: '2026',
  credits: 3,
  creditTypeId: 1,
  creditType: 'General',
  programTitle: 'Budgeting for Families',
  sponsor: 'Springfield Credit Union',
  programDescription: 'A workshop on family budgets.',
  programAgenda: 'Welcome; budgets; questions.',
  completionCode: null,
  completionDate: '2026-10-01',
  preapprovedCreditId: null,
  status: 'pending',
  statusLabel: 'Pending',
  approved: null,
  files: [],
  reviews: [],
  lockedFields: [],
  isEditable: true,
  createdAt: '2026-10-02T12:00:00.000Z',
  updatedAt: '2026-10-02T12:00:00.000Z',
  ...overrides,
})

export const detailOf = (
  ceu: IndividualCeu = ceuOf(),
  overrides: Partial<IndividualCeuDetail> = {},
): IndividualCeuDetail => ({
  ceu,
  form: formContextOf(),
  user: {
    id: 7,
    firstName: 'Cory',
    lastName: 'Certified',
    email: 'cory@example.test',
    certifications: 'AFC®',
    certificationStatus: 'Good Standing',
  },
  ...overrides,
})

export const cardOf = (overrides: Partial<CeuPeriodData> = {}): CeuPeriodData => ({
  reportingPeriod: period2026,
  currentReportingPeriod: period2026,
  reportingPeriods: [period2026, period2024],
  credits: [
    {
      id: 41,
      programTitle: 'Budgeting for Families',
      sponsor: 'Springfield Credit Union',
      credits: 20,
      completionDate: '2026-10-01',
      approved: true,
      status: 'approved',
      statusLabel: 'Approved',
      creditTypeId: 1,
      preapproved: false,
    },
    {
      id: 42,
      programTitle: 'Summit',
      sponsor: 'FWI',
      credits: 6,
      completionDate: '2026-10-05',
      approved: null,
      status: 'pending',
      statusLabel: 'Pending',
      creditTypeId: 1,
      preapproved: false,
    },
  ],
  minimums: [
    { creditTypeId: 1, name: 'General', minimum: 0 },
    { creditTypeId: 2, name: 'Ethics and/or Standards of Practice', minimum: 2 },
  ],
  total: 30,
  earned: 20,
  approvedCredits: 20,
  pending: 6,
  remaining: 10,
  pendingClosesGap: false,
  byType: [
    { creditTypeId: 1, name: 'General', minimum: 0, earned: 20, pending: 6, shortfall: 0 },
    { creditTypeId: 2, name: 'Ethics and/or Standards of Practice', minimum: 2, earned: 0, pending: 0, shortfall: 2 },
  ],
  daysLeft: 588,
  canAdd: true,
  ...overrides,
})
