/** Every text of the account screens, written once for client and server. */
export const AuthMessages = {
  required: 'Required',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Your password must be at least 8 characters.',
  passwordTooCommon: 'This password is too common. Please choose a different one.',
  passwordMismatch: 'The passwords do not match.',
  emailTaken: 'An account with this email address already exists.',
  agreeTos: 'If you are opting in to text messages, you must agree the terms of service.',
  captcha: 'Please complete the reCAPTCHA.',
  cellPhone: 'Please enter a 10-digit phone number.',
  cellPhoneForTexts: 'Please enter your cell phone number to receive texts',
  badCredentials: 'These credentials do not match our records.',
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  resetRequested: 'Success! Check your email for a link to reset your password.',
  registrationPending: 'Almost done! Check your email for a link to finish creating your account.',
  registrationLinkInvalid: 'This link is invalid or has expired. Please create your account again.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You are now signed in.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
} as const
