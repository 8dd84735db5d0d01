/**
 * Extensions (spec 2 §2.9, §3 Extension; spec 3 extension list and review). Money in cents, days
 * US Eastern 'YYYY-MM-DD' (shown MM/DD/YYYY).
 */
import { z } from '../zod'
import { CardAction } from '../dashboard/schemas'
import { dbId } from '../http/common'
import { text } from '../http/text'
import { DAY_PATTERN } from '../system-data/fields'
import { ExtensionMessages as M } from './messages'
import { EXTENSION_REQUEST_STATES } from './rules'

const day = z.string().check(z.regex(DAY_PATTERN))
const cents = z.number().check(z.int())

/** The banner within 90 days of a deadline or a CEU lapse, and past it (spec 2 §4). */
export const DeadlineBanner = z.object({
  tone: z.enum(['warning', 'danger']),
  message: z.string(),
  /** 'File an extension' while one may be requested; 'View in Cart' while one waits there. */
  action: z.nullable(CardAction),
})
export type DeadlineBanner = z.infer<typeof DeadlineBanner>

export const EXTENSION_TYPES = ['registration', 'certification'] as const
export type ExtensionType = (typeof EXTENSION_TYPES)[number]

/** A program the user may extend (the request form's choice). */
export const ExtensionProgram = z.object({
  type: z.enum(EXTENSION_TYPES),
  registrationId: z.nullable(z.number().check(z.int())),
  userCertificationId: z.nullable(z.number().check(z.int())),
  /** e.g. 'AFC® registration' or 'AFC® certification'. */
  name: z.string(),
  /** The deadline or the CEU lapse date the request would move. */
  date: day,
  /** What an approval would give: the date plus 6 months. */
  extendedUntil: day,
})
export type ExtensionProgram = z.infer<typeof ExtensionProgram>

/** A request as its author sees it. */
export const UserExtension = z.object({
  id: z.number().check(z.int()),
  type: z.enum(EXTENSION_TYPES),
  typeLabel: z.string(),
  program: z.string(),
  completedHours: z.number(),
  state: z.enum(EXTENSION_REQUEST_STATES),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  previousDeadline: z.nullable(day),
  extendedUntil: z.nullable(day),
  /** The reviewer's message on the decision, as plain text (a rejection's reason), or null. */
  decisionMessage: z.nullable(z.string()),
})
export type UserExtension = z.infer<typeof UserExtension>

/** GET /api/extension: the request form's choices, the fee and the user's requests. */
export const ExtensionPage = z.object({
  programs: z.array(ExtensionProgram),
  feeCents: cents,
  months: z.number().check(z.int()),
  requests: z.array(UserExtension),
})
export type ExtensionPage = z.infer<typeof ExtensionPage>

/**
 * POST /api/extension: the program (a registration or a certification of the user), the hours
 * completed and the signature; the request goes to the cart, and paying submits it for review.
 */
export const ExtensionBody = z
  .object({
    registrationId: z.nullish(dbId),
    userCertificationId: z.nullish(dbId),
    completedHours: z
      .number({ error: M.required })
      .check(
        z.gte(0, 'Enter 0 or more hours'),
        z.lte(100_000, 'Enter at most 100000 hours'),
        z.multipleOf(0.01, 'Use at most two decimals'),
      ),
    signature: text({ error: M.required }).check(
      z.trim(),
      z.minLength(1, M.required),
      z.maxLength(200, 'Use at most 200 characters'),
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      const chosen = [body.registrationId, body.userCertificationId].filter((value) => value != null).length
      if (chosen !== 1) ctx.addIssue({ code: 'custom', path: ['program'], message: M.chooseProgram })
    }),
  )
export type ExtensionBody = z.input<typeof ExtensionBody>

export const ExtensionResult = z.object({ extension: UserExtension })

// Staff

export const EXTENSION_LIST_FIELDS = [
  'firstName',
  'lastName',
  'submittedAt',
  'certification',
  'completedHours',
  'status',
] as const
/** The staff list's sortable and filterable fields (`status` filters null, 1 or 0). */
export type ExtensionListField = (typeof EXTENSION_LIST_FIELDS)[number]

export const AdminExtensionRow = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  submittedAt: z.string(),
  certification: z.string(),
  completedHours: z.number(),
  /** null pending, true approved, false rejected (the list's filter values null, 1, 0). */
  approved: z.nullable(z.boolean()),
})
export type AdminExtensionRow = z.infer<typeof AdminExtensionRow>

export const AdminExtension = z.object({
  id: z.number().check(z.int()),
  user: z.object({ id: z.number().check(z.int()), firstName: z.string(), lastName: z.string(), email: z.string() }),
  type: z.enum(EXTENSION_TYPES),
  /** 'Registration Extension' or 'Certification Extension'. */
  typeLabel: z.string(),
  program: z.string(),
  certification: z.string(),
  registrationId: z.nullable(z.number().check(z.int())),
  userCertificationId: z.nullable(z.number().check(z.int())),
  completedHours: z.number(),
  signature: z.string(),
  approved: z.nullable(z.boolean()),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  previousDeadline: z.nullable(day),
  /** After approval: the new date; before: what approving would give. */
  extendedUntil: z.nullable(day),
  reviews: z.array(
    z.object({
      id: z.number().check(z.int()),
      createdAt: z.string(),
      reviewer: z.nullable(z.string()),
      approved: z.boolean(),
      /** HTML, like every review's: the staff's message escaped (render it as the other review tables do). */
      message: z.nullable(z.string()),
    }),
  ),
  /** What approving charges to the saved card (0 when paid at checkout). */
  chargeOnApproval: cents,
  savedCard: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
})
export type AdminExtension = z.infer<typeof AdminExtension>

export const DecideExtensionBody = z.object({ message: z.nullish(text().check(z.trim(), z.maxLength(5000))) })
export type DecideExtensionBody = z.input<typeof DecideExtensionBody>
