/** Account Settings: change the e-mail address, change the password (asks for the current one). */
import { z } from '../zod'
import { AuthMessages } from '../auth/messages'
import { EmailField, NewPasswordField, PASSWORD_MAX_LENGTH } from '../auth/schemas'
import { text } from '../http/text'

const CurrentPasswordField = z
  .string({ error: AuthMessages.required })
  .check(
    z.minLength(1, AuthMessages.required),
    z.maxLength(PASSWORD_MAX_LENGTH, AuthMessages.tooLong(PASSWORD_MAX_LENGTH)),
  )

/** A new address needs the current password: a borrowed session alone cannot take the account over. */
export const ChangeEmailBody = z.strictObject({ email: EmailField, currentPassword: CurrentPasswordField })
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>

/** How long the old address may undo a change (the link mailed to it). */
export const EMAIL_RESTORE_DAYS = 7

/** The undo link's token, as the restore page sends it. */
export const RestoreEmailBody = z.strictObject({
  token: text().check(z.minLength(1, 'This link is not valid.'), z.maxLength(200, 'This link is not valid.')),
})
export type RestoreEmailBody = z.input<typeof RestoreEmailBody>

export const ChangePasswordBody = z
  .strictObject({
    currentPassword: CurrentPasswordField,
    password: NewPasswordField,
    passwordConfirmation: z
      .string({ error: AuthMessages.required })
      .check(
        z.minLength(1, AuthMessages.required),
        z.maxLength(PASSWORD_MAX_LENGTH, AuthMessages.tooLong(PASSWORD_MAX_LENGTH)),
      ),
  })
  .check(
    z.refine((value) => value.password === value.passwordConfirmation, {
      path: ['passwordConfirmation'],
      message: AuthMessages.passwordMismatch,
    }),
  )
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>
