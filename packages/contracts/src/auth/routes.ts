import { z } from '../zod'
import { text } from '../http/text'
import { defineRoute } from '../http/route'
import {
  CaptchaConfig,
  ConfirmRegistrationBody,
  CurrentUser,
  LoginBody,
  MessageResponse,
  PasswordEmailBody,
  PasswordResetBody,
  ReferrerContext,
  RegisterBody,
} from './schemas'

const tags = ['auth']

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/login',
    access: 'visitor',
    summary: 'Sign in with e-mail and password; starts a new session.',
    tags,
    body: LoginBody,
    response: CurrentUser,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    summary: 'Sign out; destroys the session.',
    tags,
    response: z.object({ ok: z.literal(true) }),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/register',
    access: 'visitor',
    summary:
      'Start creating an account: answers the same whether or not the address already has one, and mails ' +
      'the address a link that finishes the sign-up (or, when it has an account, a note saying so).',
    tags,
    body: RegisterBody,
    response: MessageResponse,
  }),
  confirmRegistration: defineRoute({
    method: 'POST',
    path: '/api/register/confirm',
    access: 'visitor',
    summary: 'Finish a sign-up with the link mailed to its address: creates the account and signs in.',
    tags,
    body: ConfirmRegistrationBody,
    response: CurrentUser,
    status: 201,
  }),
  passwordEmail: defineRoute({
    method: 'POST',
    path: '/api/password/email',
    access: 'visitor',
    summary: 'Send a password reset link. Answers the same whether or not the account exists.',
    tags,
    body: PasswordEmailBody,
    response: MessageResponse,
  }),
  passwordReset: defineRoute({
    method: 'POST',
    path: '/api/password/reset',
    access: 'visitor',
    summary: 'Set a new password with a reset token; ends every other session and signs in.',
    tags,
    body: PasswordResetBody,
    response: CurrentUser,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/api/user',
    access: 'member',
    summary: 'The signed-in user, or 401.',
    tags,
    response: CurrentUser,
  }),
  captchaChallenge: defineRoute({
    method: 'GET',
    path: '/api/captcha/challenge',
    access: 'public',
    summary: 'A fresh ALTCHA proof-of-work challenge.',
    tags,
    response: z.record(z.string(), z.unknown()),
  }),
  referrerContext: defineRoute({
    method: 'GET',
    path: '/api/referrer-context',
    access: 'public',
    summary: 'Copy and video for the page a visitor was trying to open.',
    tags,
    query: z.object({ referrer: text().check(z.maxLength(500)) }),
    response: z.nullable(ReferrerContext),
  }),
}

export { CaptchaConfig }
