export * from './zod'
export * from './http/route'
export * from './http/errors'
export * from './http/list'
export * from './http/common'
export * from './http/text'
export * from './http/html-text'
export * from './http/upload'
export * from './dates'
export * from './domain/enums'
export * from './auth'
export * from './system/routes'
export * from './users/routes'
export * from './mail/routes'
export * from './system-data'
export * from './notifications'
export * from './profile/opt-in'
export * from './profile'
export * from './shell/web-routes'
export * from './dashboard'
export * from './directory'
export * from './cart'
export * from './donations'
export * from './payments'
export * from './membership'
export * from './events'
export * from './registrations'
export * from './candidate'
export * from './exams'
export * from './experience'
export * from './extensions'
export * from './certifications'
export * from './reviews'
export * from './media'

import { authRoutes } from './auth/routes'
import { systemRoutes } from './system/routes'
import { userRoutes } from './users/routes'
import { mailRoutes } from './mail/routes'
import { systemDataRoutes } from './system-data/routes'
import { notificationRoutes } from './notifications'
import { optInRoutes } from './profile/opt-in'
import { profileRoutes } from './profile/routes'
import { dashboardRoutes } from './dashboard/routes'
import { directoryRoutes } from './directory/routes'
import { cartRoutes } from './cart/routes'
import { donationRoutes } from './donations/routes'
import { paymentRoutes } from './payments/routes'
import { membershipRoutes } from './membership/routes'
import { eventRoutes } from './events/routes'
import { registrationRoutes } from './registrations/routes'
import { candidateRoutes } from './candidate/routes'
import { postRegistrationRoutes } from './registrations/post-registration'
import { examRoutes } from './exams/routes'
import { practiceExamRoutes } from './exams/practice-exam'
import { experienceRoutes } from './experience/routes'
import { extensionRoutes } from './extensions/routes'
import { certificationRoutes } from './certifications/routes'
import { reviewRoutes } from './reviews/queues'
import { mediaRoutes } from './media/routes'

/** Every API call of the portal; the server must implement each one (a test checks). */
export const apiRoutes = {
  ...systemRoutes,
  ...authRoutes,
  ...userRoutes,
  ...mailRoutes,
  ...notificationRoutes,
  ...optInRoutes,
  ...profileRoutes,
  ...systemDataRoutes,
  ...dashboardRoutes,
  ...directoryRoutes,
  ...cartRoutes,
  ...membershipRoutes,
  ...eventRoutes,
  ...registrationRoutes,
  ...candidateRoutes,
  ...postRegistrationRoutes,
  ...practiceExamRoutes,
  ...experienceRoutes,
  ...extensionRoutes,
  // Already named by candidateRoutes, postRegistrationRoutes and cartRoutes: the same contracts, under the same keys.
  ...examRoutes,
  ...certificationRoutes,
  ...donationRoutes,
  ...paymentRoutes,
  ...reviewRoutes,
  ...mediaRoutes,
}
