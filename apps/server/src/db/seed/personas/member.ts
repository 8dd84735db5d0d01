/**
 * A new account with nothing yet: the empty states and every Enroll Now / Join prompt.
 */
import { type DemoPersonaSeed } from '../persona-records'

export const member: DemoPersonaSeed = {
  email: 'member@example.org',
  firstName: 'Morgan',
  lastName: 'Member',
  role: 'member',
  shows: 'A new account with nothing yet: the empty states and every Enroll Now / Join prompt',
}
