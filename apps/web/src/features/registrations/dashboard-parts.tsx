/**
 * Texts of the certification dashboard that the contracts' messages do not hold (labels and
 * states), shared by its sections (the Exam section's are the exams feature's); their frame is
 * components/DashboardSection.
 */
export const CertificationDashboardTexts = {
  loading: 'Loading your certification...',
  loadFailed: 'Your certification could not be loaded',
  pathway: 'Pathway',
  enrolledOn: 'Enrolled on',
  progress: 'Progress',
  reportingPeriodEnds: (date: string) => `Reporting period ends ${date}`,
  status: 'Status',
  noOptions: 'No certification is open for registration right now.',
} as const

export const NONE = '—'
