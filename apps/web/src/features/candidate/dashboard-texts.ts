/**
 * Texts of the certification dashboard that the contracts' messages do not hold (labels and
 * states), shared by its sections; the Exam section's are the exams feature's, the certifications
 * held the certifications feature's. Their frame is components/DashboardSection.
 */
export const CertificationDashboardTexts = {
  loading: 'Loading your certification...',
  loadFailed: 'Your certification could not be loaded',
  pathway: 'Pathway',
  enrolledOn: 'Enrolled on',
  progress: 'Progress',
  status: 'Status',
  noOptions: 'No certification is open for registration right now.',
  registrationFacts: 'Your registration',
} as const

export const NONE = '—'
