import { defineRoute } from '../http/route'
import { Ok } from '../http/common'
import { Dashboard } from './schemas'

const tags = ['dashboard']

export const dashboardRoutes = {
  getDashboard: defineRoute({
    method: 'GET',
    path: '/api/dashboard',
    access: 'member',
    summary:
      "The signed-in user's dashboard: each card's variant already chosen (certification, membership, " +
      'essentials courses), the profile summary, the announcement banner and the next 10 events.',
    tags,
    response: Dashboard,
  }),
  hideAnnouncement: defineRoute({
    method: 'POST',
    path: '/api/dashboard/announcement/hide',
    access: 'member',
    summary: 'Dismisses the announcement banner: saves the moment on the user; only newer announcements show.',
    tags,
    response: Ok,
  }),
}
