import { z } from '../zod'
import { nameText, text } from '../http/text'
import { AuthMessages as M } from './messages'
import { ROLES } from '../domain/enums'

export const REFERRAL_OPTIONS = [
  { value: 'internet', label: 'Internet search' },
  { value: 'colleague_friend', label: 'Colleague or friend' },
  { value: 'employment', label: 'Employer' },
  { value: 'exhibition_conference', label: 'Exhibition or conference' },
  { value: 'social_media', label: 'Social media' },
  { value: 'other', label: 'Other' },
] as const
export const REFERRAL_VALUES = REFERRAL_OPTIONS.map((option) => option.value) as [
  (typeof REFERRAL_OPTIONS)[number]['value'],
  ...(typeof REFERRAL_OPTIONS)[number]['value'][],
]

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200

export const requiredText = (max: number) =>
  text({ error: M.required }).check(z.trim(), z.minLength(1, M.required), z.maxLength(max, M.tooLong(max)))
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(text().check(z.trim(), z.maxLength(max, M.tooLong(max)))),
    z.transform((value) => (value ? value : undefined)),
  )

/** A required name part (first, last): also refuses text-direction controls. */
export const requiredName = (max: number) =>
  nameText({ error: M.required }).check(z.trim(), z.minLength(1, M.required), z.maxLength(max, M.tooLong(max)))
export const optionalName = (max: number) =>
  z.pipe(
    z.optional(nameText().check(z.trim(), z.maxLength(max, M.tooLong(max)))),
    z.transform((value) => (value ? value : undefined)),
  )

export const EmailField = z.pipe(
  z.pipe(
    text({ error: M.required }).check(z.trim(), z.minLength(1, M.required), z.maxLength(254, M.tooLong(254))),
    z.email({ error: M.invalidEmail }),
  ),
  z.transform((email) => email.toLowerCase()),
)

export const NewPasswordField = z
  .string({ error: M.required })
  .check(
    z.minLength(1, M.required),
    z.minLength(PASSWORD_MIN_LENGTH, M.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, M.tooLong(PASSWORD_MAX_LENGTH)),
  )

/** A 10-digit US number; punctuation such as "(555) 123-4567" is accepted and removed. */
export const US_PHONE_PATTERN = /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/
export const PhoneField = z.optional(
  z.pipe(
    text().check(
      z.trim(),
      z.maxLength(20, M.cellPhone),
      z.refine((value) => value === '' || US_PHONE_PATTERN.test(value), M.cellPhone),
    ),
    z.transform((value) => (value === '' ? undefined : value.replace(/\D/g, ''))),
  ),
)

export const LoginBody = z.strictObject({
  email: EmailField,
  password: z.string({ error: M.required }).check(z.minLength(1, M.required), z.maxLength(PASSWORD_MAX_LENGTH)),
  remember: z._default(z.boolean(), false),
})
export type LoginBody = z.input<typeof LoginBody>

export const RegisterBody = z
  .strictObject({
    firstName: requiredName(100),
    middleName: optionalName(100),
    lastName: requiredName(100),
    cellPhone: PhoneField,
    email: EmailField,
    password: NewPasswordField,
    passwordConfirmation: z
      .string({ error: M.required })
      .check(z.minLength(1, M.required), z.maxLength(PASSWORD_MAX_LENGTH)),
    willText: z._default(z.boolean(), false),
    agreeTos: z._default(z.boolean(), false),
    referral: z.optional(z.enum(REFERRAL_VALUES)),
    referralOther: optionalText(255),
    mailing_opt_in: z._default(z.boolean(), false),
    captcha: z.optional(text().check(z.maxLength(20_000))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password !== value.passwordConfirmation) {
        ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: M.passwordMismatch })
      }
      if (value.willText && !value.agreeTos) {
        ctx.addIssue({ code: 'custom', path: ['agreeTos'], message: M.agreeTos })
      }
      if (value.willText && !value.cellPhone) {
        ctx.addIssue({ code: 'custom', path: ['cellPhone'], message: M.cellPhoneForTexts })
      }
      if (value.referral === 'other' && !value.referralOther) {
        ctx.addIssue({ code: 'custom', path: ['referralOther'], message: M.required })
      }
      if (!value.captcha) {
        ctx.addIssue({ code: 'custom', path: ['captcha'], message: M.captcha })
      }
    }),
  )
export type RegisterBody = z.input<typeof RegisterBody>

/** The stored referral: 'other' is replaced by the text the person typed. */
export function effectiveReferral(body: { referral?: string; referralOther?: string }): string | undefined {
  return body.referral === 'other' ? body.referralOther : body.referral
}

export const PasswordEmailBody = z.strictObject({ email: EmailField })

/** How long the link that finishes a sign-up works. */
export const REGISTRATION_LINK_HOURS = 24

/** The token of the link mailed to finish a sign-up. */
export const ConfirmRegistrationBody = z.strictObject({
  token: text().check(z.minLength(1, M.registrationLinkInvalid), z.maxLength(200, M.registrationLinkInvalid)),
})
export type ConfirmRegistrationBody = z.input<typeof ConfirmRegistrationBody>

export const PasswordResetBody = z
  .strictObject({
    email: EmailField,
    password: NewPasswordField,
    passwordConfirmation: z
      .string({ error: M.required })
      .check(z.minLength(1, M.required), z.maxLength(PASSWORD_MAX_LENGTH)),
    token: text().check(z.minLength(1, M.resetInvalid), z.maxLength(200, M.resetInvalid)),
  })
  .check(
    z.refine((value) => value.password === value.passwordConfirmation, {
      path: ['passwordConfirmation'],
      message: M.passwordMismatch,
    }),
  )
export type PasswordResetBody = z.input<typeof PasswordResetBody>

/** The signed-in user as every screen sees it; features add their fields here. */
export const CurrentUser = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  email: z.string(),
  cellPhone: z.nullable(z.string()),
  willText: z.boolean(),
  agreeTos: z.boolean(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  /** Set while an admin acts as this user. */
  impersonatorId: z.nullable(z.number().check(z.int())),
  /** The cropped avatar (a versioned URL, see profile/avatar.ts), or null. */
  avatarUrl: z.nullable(z.string()),
})
export type CurrentUser = z.infer<typeof CurrentUser>

export const MessageResponse = z.object({ message: z.string() })

export const CaptchaConfig = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
])
export type CaptchaConfig = z.infer<typeof CaptchaConfig>

export const ReferrerContext = z.object({
  title: z.string(),
  copy: z.string(),
  videoUrl: z.nullable(z.string()),
})
export type ReferrerContext = z.infer<typeof ReferrerContext>
