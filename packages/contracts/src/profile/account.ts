/** Account Settings: change the e-mail address, change the password (asks for the current one). */
import { z } from 'zod'
import { AuthMessages } from '../auth/messages'
import { EmailField, NewPasswordField, PASSWORD_MAX_LENGTH } from '../auth/schemas'

export const ChangeEmailBody = z.strictObject({ email: EmailField })
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>

export const ChangePasswordBody = z
  .strictObject({
    currentPassword: z
      .string({ error: AuthMessages.required })
      .min(1, AuthMessages.required)
      .max(PASSWORD_MAX_LENGTH, AuthMessages.tooLong(PASSWORD_MAX_LENGTH)),
    password: NewPasswordField,
    passwordConfirmation: z
      .string({ error: AuthMessages.required })
      .min(1, AuthMessages.required)
      .max(PASSWORD_MAX_LENGTH, AuthMessages.tooLong(PASSWORD_MAX_LENGTH)),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: AuthMessages.passwordMismatch,
  })
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>
