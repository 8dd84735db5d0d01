/**
 * The certification pre-registration wizard's steps (spec 2 §2.3) and the rules over them that
 * both sides apply: which steps a registration goes through, and where staff may send it back
 * (spec 3 §4). The web's `Wizard` renders the list; the server checks a saved step against it.
 *
 * A registration stores the 1-based number, in this FULL list, of the furthest step it reached
 * (`step`; 0 before the first save), so the number keeps pointing at the same step whatever the
 * rules skip (the wizard's `stepPosition`).
 */
import type { PathwayKey } from '../domain/enums'

export const PRE_REGISTRATION_STEPS = [
  { key: 'pathway', title: 'Pathway' },
  { key: 'program_information', title: 'Program Information' },
  { key: 'documentation', title: 'Supporting Documentation' },
  { key: 'pathway_review', title: 'Pathway Review' },
  { key: 'course_materials', title: 'Course Materials' },
  { key: 'practice_exam', title: 'Practice Exam Bundle' },
  { key: 'shipping', title: 'Shipping' },
  { key: 'membership', title: 'Membership' },
  { key: 'exam_fees', title: 'Pay Exam Fees Upfront' },
  { key: 'pay_review', title: 'Pay & Review' },
] as const

export type PreRegistrationStep = (typeof PRE_REGISTRATION_STEPS)[number]['key']
export const PRE_REGISTRATION_STEP_KEYS = PRE_REGISTRATION_STEPS.map((step) => step.key) as [
  PreRegistrationStep,
  ...PreRegistrationStep[],
]

/** The post-registration steps staff may send a candidate back to (spec 3 §4). */
export const POST_REGISTRATION_STEP_KEYS = [
  'certificate_name',
  'professional_info',
  'preferences',
  'final_summary',
] as const
/** The Independent Trainer application steps staff may send an applicant back to (spec 3 §4). */
export const TRAINER_STEP_KEYS = [
  'trainer_bio',
  'trainer_contact',
  'trainer_format',
  'trainer_audience',
  'trainer_language',
  'agreement_signatures',
  'summary',
] as const

export const REJECT_STEP_KEYS = [
  ...PRE_REGISTRATION_STEP_KEYS,
  ...POST_REGISTRATION_STEP_KEYS,
  ...TRAINER_STEP_KEYS,
] as const
export type RejectStep = (typeof REJECT_STEP_KEYS)[number]

export const REJECT_STEP_LABELS: Record<RejectStep, string> = {
  ...(Object.fromEntries(PRE_REGISTRATION_STEPS.map((step) => [step.key, step.title])) as Record<
    PreRegistrationStep,
    string
  >),
  certificate_name: 'Certificate Name',
  professional_info: 'Professional Info',
  preferences: 'Preferences',
  final_summary: 'Final Summary',
  trainer_bio: 'Trainer Bio',
  trainer_contact: 'Contact',
  trainer_format: 'Format',
  trainer_audience: 'Audience',
  trainer_language: 'Language',
  agreement_signatures: 'Agreement Signatures',
  summary: 'Summary',
}

/** What decides which pre-registration steps apply. */
export interface StepFacts {
  pathwayKey: PathwayKey | null
  requiresPreapproval: boolean
  /** An active membership, or a membership request under review (spec 2 §6). */
  isMemberOrPending: boolean
  /** The exam is paid with the registration only for the AFC® (spec 2 §2.1): Pay Exam Fees Upfront applies. */
  sellsExamUpfront: boolean
}

/** Spec 2 §2.3's skip rules. */
export function preRegistrationStepApplies(step: PreRegistrationStep, facts: StepFacts): boolean {
  switch (step) {
    case 'program_information':
      return facts.pathwayKey === 'university'
    case 'pathway_review':
      return facts.requiresPreapproval
    case 'membership':
      return !facts.isMemberOrPending
    case 'exam_fees':
      return facts.sellsExamUpfront
    default:
      return true
  }
}

/** The 1-based number of a step in the full list (what `registrations.step` stores). */
export function preRegistrationStepNumber(step: PreRegistrationStep): number {
  return PRE_REGISTRATION_STEP_KEYS.indexOf(step) + 1
}

/** The step a saved number points at (0 or below: the first; past the end: the last). */
export function preRegistrationStepAt(stepNumber: number): PreRegistrationStep {
  const index = Math.min(Math.max(Math.trunc(stepNumber) - 1, 0), PRE_REGISTRATION_STEP_KEYS.length - 1)
  return PRE_REGISTRATION_STEP_KEYS[index] as PreRegistrationStep
}

/**
 * Where staff may send a registration back (spec 3 §4): the trainer application's steps for an
 * Independent Trainer application, the post-registration steps at final or experience approval,
 * otherwise the pre-registration ones (pathway, documentation, course materials, shipping, pay
 * and review).
 */
export function rejectStepOptions(kind: 'independent_trainer' | 'final' | 'registration'): readonly RejectStep[] {
  if (kind === 'independent_trainer') return TRAINER_STEP_KEYS
  if (kind === 'final') return POST_REGISTRATION_STEP_KEYS
  return ['pathway', 'documentation', 'course_materials', 'shipping', 'pay_review']
}
