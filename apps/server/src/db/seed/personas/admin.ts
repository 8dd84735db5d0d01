/**
 * The staff side: the demo admin, author of every review, note and flag the other personas carry, with
 * the notifications of the back office.
 */
import { type DemoPersonaSeed } from '../persona-records'

export const admin: DemoPersonaSeed = {
  email: 'admin@example.org',
  firstName: 'Avery',
  lastName: 'Admin',
  role: 'admin',
  shows:
    'The admin back office: Users (profiles with flags, notes and payments), Pending Approvals with an item in every queue, System Data, the Mail outbox, the Admin/Normal toggle',
  async records(r) {
    const { d } = r.dates
    await r.notifications([
      {
        title: 'New membership request',
        message: 'Carmen Rodriguez asked for a professional membership.',
        url: '/admin',
        on: d(-2),
      },
      {
        title: 'Extension requested',
        message: 'Grace Kim requested a CEU extension.',
        url: '/admin',
        on: d(-6),
        read: true,
      },
    ])
  },
}
