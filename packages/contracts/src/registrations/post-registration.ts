/**
 * The post-registration wizard (spec 2 §2.3): once the Four E's are complete, the candidate names
 * the certificate, confirms the professional information and preferences, and submits the final
 * application (final approval). Staff approve it on the registration review, which issues the
 * certification and its certificate; or send the candidate back to one of these steps.
 */
import { z } from '../zod'
import { REGISTRATION_STATUSES } from '../domain/enums'
import { nameText } from '../http/text'
import { IdParams } from '../http/common'
import { defineRoute } from '../http/route'
import { certificationRoutes } from '../certifications/routes'
import { CandidateMessages as M } from '../candidate/messages'
import { POST_REGISTRATION_STEP_KEYS, REJECT_STEP_LABELS } from './steps'

export type PostRegistrationStep = (typeof POST_REGISTRATION_STEP_KEYS)[number]

export const PostRegistrationMessages = {
  title: 'Final Application',
  certificateNameHelp: 'Your name exactly as it should appear on your certificate.',
  certificateName: 'Certificate Name',
  required: 'Required',
  // Spec 2 §8: the Professional Info step's failure text.
  professionalInfoFailed: (host: string) =>
    `There was an error. Attempting a hard refresh (ctrl+R) may resolve the issue. Please contact support@${host} if the problem persists.`,
  professionalInfoIncomplete: 'Please complete your professional information first.',
  finalStepsDisabled: 'Your final application opens once Education, Experience, Exam and Ethics are complete.',
  notReached: 'Please complete the earlier steps first.',
  submit: 'Submit Final Application',
  submitted: 'Your final application was submitted. Staff will review it shortly.',
  summaryIntro: 'Please review your final application before you submit it.',
  certificationIssuedTitle: (name: string) => `You are now certified: ${name}`,
  certificationIssued: (name: string) =>
    `Congratulations! Staff approved your final application and your ${name} certification is issued.`,
  viewCertificate: 'View your certificate',
  backToCertification: 'Back to Certification',
} as const

/** A step of the post-registration wizard, with its title (the staff reject labels). */
export const postRegistrationStepTitle = (key: PostRegistrationStep) => REJECT_STEP_LABELS[key]

/** Spec 2 §2.3: Professional Info is skipped for military spouses. */
export function postRegistrationSteps(input: { militarySpouse: boolean }): PostRegistrationStep[] {
  return POST_REGISTRATION_STEP_KEYS.filter((key) => key !== 'professional_info' || !input.militarySpouse)
}

export const PostRegistrationView = z.object({
  registrationId: z.number().check(z.int()),
  certification: z.object({ id: z.number().check(z.int()), name: z.string() }),
  status: z.enum(REGISTRATION_STATUSES),
  militarySpouse: z.boolean(),
  /** The Four E's are complete and the page is not locked (otherwise the wizard is not shown). */
  canFinish: z.boolean(),
  steps: z.array(z.object({ key: z.enum(POST_REGISTRATION_STEP_KEYS), title: z.string() })),
  /** How many steps were reached (the next one may be opened). */
  reached: z.number().check(z.int()),
  certificateName: z.nullable(z.string()),
  /** Staff sent the application back: their message (HTML) and the step. */
  rejection: z.nullable(z.object({ message: z.nullable(z.string()), step: z.string() })),
  summary: z.object({
    certificateName: z.nullable(z.string()),
    examPassedOn: z.nullable(z.string()),
    ethicsSignedOn: z.nullable(z.string()),
    approvedHours: z.number(),
    requiredHours: z.number(),
  }),
})
export type PostRegistrationView = z.infer<typeof PostRegistrationView>

/** One step's save; Professional Info and Preferences are saved on the profile (PATCH /api/user) first. */
export const PostRegistrationStepBody = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('certificate_name'),
    certificateName: nameText({ error: M.required }).check(z.trim(), z.minLength(1, M.required), z.maxLength(200)),
  }),
  z.object({ step: z.literal('professional_info') }),
  z.object({ step: z.literal('preferences') }),
  z.object({ step: z.literal('final_summary') }),
])
export type PostRegistrationStepBody = z.input<typeof PostRegistrationStepBody>

const tags = ['certification']

/**
 * The post-registration wizard's calls. The certificate's page is declared by
 * `certificationRoutes` (certifications) and named here too, so that this group keeps its members
 * (the server implements it from this group).
 */
export const postRegistrationRoutes = {
  getPostRegistration: defineRoute({
    method: 'GET',
    path: '/api/registration/:id/post-registration',
    access: 'member',
    summary: 'The post-registration wizard of a registration past approval: its steps, how far it got, the summary.',
    tags,
    params: IdParams,
    response: PostRegistrationView,
  }),
  savePostRegistrationStep: defineRoute({
    method: 'PATCH',
    path: '/api/registration/:id/post-registration',
    access: 'member',
    summary:
      'Saves one post-registration step; the Summary step submits the final application (final approval). ' +
      'Refused while the Four E’s are not complete.',
    tags,
    params: IdParams,
    body: PostRegistrationStepBody,
    response: PostRegistrationView,
  }),
  getCertificate: certificationRoutes.getCertificate,
} as const
