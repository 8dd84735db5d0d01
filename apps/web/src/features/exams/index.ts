/**
 * The certification exam and the practice exams (spec 1 §2.12; spec 2 §2.10, §4 Exam; spec 3 exam
 * attempts, practice exam reset): app/screens.ts loads the practice exam screens; the candidate's
 * certification dashboard shows the Exam section, and the staff registration review the exam
 * attempts and practice exams cards.
 */
export { ExamSection } from './ExamSection'
export { ExamAttemptsCard } from './admin/ExamAttemptsCard'
export { PracticeExamsCard } from './admin/PracticeExamsCard'
