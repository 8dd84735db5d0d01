/** Texts and small helpers of the exam's screens that the contracts' messages do not hold. */

/** The Exam section of the certification dashboard (its attempts table, the fee, the demo controls). */
export const ExamSectionTexts = {
  attempts: 'Exam Attempts',
  attemptName: 'Exam',
  attemptResult: 'Result',
  attemptScore: 'Score',
  attemptTakenOn: 'Taken on',
  attemptPaidOn: 'Paid on',
  examFee: (price: string) => `Exam fee: ${price}`,
  internationalTotal: (total: string) => `Taking the exam outside the United States: ${total} due now`,
  demoControls: 'Demo Controls',
} as const

/** An empty cell. */
export const NONE = '—'

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
