/** Answers of the experience calls for the component tests. */
import type {
  Experience,
  ExperienceDetail,
  ExperienceList,
  ExperienceRegistration,
  ServiceTypeOption,
  VerifierView,
} from '@portal/contracts'

export const registrationOf = (overrides: Partial<ExperienceRegistration> = {}): ExperienceRegistration => ({
  id: 7,
  certification: 'AFC®',
  militarySpouse: false,
  enrolledOn: '2025-01-15',
  deadline: '2028-01-15',
  earliestStart: '2018-01-15',
  lookbackYears: 7,
  requiredHours: 1000,
  approvedHours: 250,
  loggedHours: 400,
  canAdd: true,
  cannotAddReason: null,
  cannotAddAction: null,
  ...overrides,
})

export const serviceTypeOf = (overrides: Partial<ServiceTypeOption> = {}): ServiceTypeOption => ({
  id: 1,
  name: 'Counseling',
  allowed: 100,
  percentage: true,
  militarySpouseOnly: false,
  membersOnly: false,
  fileUploadRequired: false,
  extraFields: [],
  allowance: 1000,
  hoursLeft: 12.5,
  ...overrides,
})

/** Counseling (no custom field), Coaching (asks for a license number), MS Practicum (military spouses only). */
export const SERVICE_TYPES: ServiceTypeOption[] = [
  serviceTypeOf(),
  serviceTypeOf({
    id: 2,
    name: 'Coaching',
    hoursLeft: 300,
    extraFields: [{ key: 'licenseNumber', label: 'License Number' }],
  }),
  serviceTypeOf({ id: 3, name: 'MS Practicum', militarySpouseOnly: true, hoursLeft: 50 }),
]

export const experienceOf = (overrides: Partial<Experience> = {}): Experience => ({
  id: 41,
  registrationId: 7,
  fellowshipServiceTypeId: 2,
  serviceType: 'Coaching',
  sessions: null,
  attendance: null,
  practicumImpact: null,
  organization: 'Credit Union of Ohio',
  title: 'Counselor',
  hours: 20,
  supervisorName: 'Sam Lee',
  supervisorEmail: 'sam@example.org',
  supervisorPhone: '555-0100',
  description: 'One-on-one budgeting sessions.',
  startDate: '2025-02-01',
  endDate: '2025-03-01',
  approved: null,
  reviewStatus: null,
  status: 'Pending',
  extra: { licenseNumber: 'L-123' },
  files: [],
  reviews: [],
  verifications: [],
  isEditable: true,
  createdAt: '2025-03-02T15:00:00.000Z',
  updatedAt: '2025-03-02T15:00:00.000Z',
  ...overrides,
})

export const detailOf = (
  experience: Experience = experienceOf(),
  registration: ExperienceRegistration = registrationOf(),
): ExperienceDetail => ({
  experience,
  registration,
  serviceTypes: SERVICE_TYPES,
  user: { id: 5, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.org' },
})

export const listOf = (overrides: Partial<ExperienceList> = {}): ExperienceList => ({
  registration: registrationOf(),
  serviceTypes: SERVICE_TYPES,
  data: [
    {
      id: 41,
      serviceType: 'Coaching',
      organization: 'Credit Union of Ohio',
      hours: 20,
      startDate: '2025-02-01',
      endDate: '2025-03-01',
      approved: null,
      status: 'Pending',
    },
  ],
  ...overrides,
})

export const verifierViewOf = (overrides: Partial<VerifierView> = {}): VerifierView => ({
  state: 'open',
  candidate: 'Jane Doe',
  certification: 'AFC®',
  supervisorEmail: 'sam@example.org',
  start: '2025-02-01',
  end: '2025-03-01',
  hours: 20,
  description: null,
  experiences: [
    {
      organization: 'Credit Union of Ohio',
      title: 'Counselor',
      serviceType: 'Coaching',
      startDate: '2025-02-01',
      endDate: '2025-03-01',
      hours: 20,
      description: 'One-on-one budgeting sessions.',
    },
  ],
  expiresAt: '2026-04-01T00:00:00.000Z',
  ...overrides,
})

/** A long enough token of the link's alphabet. */
export const TOKEN = 'b2Vx4m3Qz9-Kp7_Lr5Ts8Wy1Na6Hc0Jd'
