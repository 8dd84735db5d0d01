/**
 * The real screen of every route whose status is 'ready' in WEB_ROUTES. Planned routes render
 * ComingSoon; the router refuses to start if this map and the table disagree. Every screen is
 * its own chunk, loaded when it is opened: the sign-in page downloads no member or admin code,
 * and members never download the admin screens.
 */
import type { QueryClient } from '@tanstack/react-query'
import { dashboardQuery } from '../features/dashboard'
import { lazyComponent, type LazyComponent } from './lazy-component'

export const SCREENS: Readonly<Record<string, LazyComponent>> = {
  '/': lazyComponent(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  '/membership/search': lazyComponent(() => import('../features/directory/DirectorySearchPage'), 'DirectorySearchPage'),
  '/membership/search/:id': lazyComponent(
    () => import('../features/directory/DirectoryMemberPage'),
    'DirectoryMemberPage',
  ),
  '/login': lazyComponent(() => import('../features/auth/LoginPage'), 'LoginPage'),
  '/register': lazyComponent(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
  '/register/confirm/:token': lazyComponent(
    () => import('../features/auth/RegisterConfirmPage'),
    'RegisterConfirmPage',
  ),
  '/password/reset': lazyComponent(() => import('../features/auth/PasswordEmailPage'), 'PasswordEmailPage'),
  '/password/reset/:token': lazyComponent(() => import('../features/auth/PasswordResetPage'), 'PasswordResetPage'),
  '/email/restore/:token': lazyComponent(() => import('../features/profile/RestoreEmailPage'), 'RestoreEmailPage'),
  '/certificates/:code': lazyComponent(() => import('../features/certifications/CertificatePage'), 'CertificatePage'),
  '/experience-verification/:token': lazyComponent(
    () => import('../features/experience/VerificationPage'),
    'VerificationPage',
  ),
  '/notifications': lazyComponent(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
  '/opt-in': lazyComponent(() => import('../features/profile/OptInPage'), 'OptInPage'),
  '/edit-profile': lazyComponent(() => import('../features/profile/ContactInfoPage'), 'ContactInfoPage'),
  '/edit-profile/account': lazyComponent(
    () => import('../features/profile/AccountSettingsPage'),
    'AccountSettingsPage',
  ),
  '/edit-profile/professional': lazyComponent(
    () => import('../features/profile/ProfessionalInfoPage'),
    'ProfessionalInfoPage',
  ),
  '/edit-profile/afcpe': lazyComponent(() => import('../features/profile/AfcpeSettingsPage'), 'AfcpeSettingsPage'),
  '/edit-profile/social': lazyComponent(() => import('../features/profile/SocialDetailsPage'), 'SocialDetailsPage'),
  '/edit-profile/payment': lazyComponent(() => import('../features/payments/PaymentInfoPage'), 'PaymentInfoPage'),
  '/cart': lazyComponent(() => import('../features/cart/CartPage'), 'CartPage'),
  '/checkout': lazyComponent(() => import('../features/cart/CheckoutPage'), 'CheckoutPage'),
  '/donate': lazyComponent(() => import('../features/cart/DonatePage'), 'DonatePage'),
  '/payments': lazyComponent(() => import('../features/payments/PaymentHistoryPage'), 'PaymentHistoryPage'),
  '/payments/:id': lazyComponent(() => import('../features/payments/ReceiptPage'), 'ReceiptPage'),
  '/membership': lazyComponent(() => import('../features/membership/MembershipPage'), 'MembershipPage'),
  '/membership/get': lazyComponent(() => import('../features/membership/GetMembershipPage'), 'GetMembershipPage'),
  '/events': lazyComponent(() => import('../features/events/EventsListPage'), 'MyEventsPage'),
  '/events/upcoming': lazyComponent(() => import('../features/events/EventsListPage'), 'AllEventsPage'),
  '/events/:id': lazyComponent(() => import('../features/events/EventPage'), 'EventPage'),
  '/impersonate/take/:userId': lazyComponent(
    () => import('../features/impersonation/ImpersonatePage'),
    'ImpersonatePage',
  ),
  '/admin/users': lazyComponent(() => import('../features/admin/UsersPage'), 'UsersPage'),
  '/admin/users/:userId/memberships': lazyComponent(
    () => import('../features/membership/admin/UserMembershipsPage'),
    'UserMembershipsPage',
  ),
  '/admin/memberships': lazyComponent(
    () => import('../features/membership/admin/MembershipRequestsPage'),
    'MembershipRequestsPage',
  ),
  '/admin/memberships/:id': lazyComponent(
    () => import('../features/membership/admin/MembershipReviewPage'),
    'MembershipReviewPage',
  ),
  '/certifications-and-training': lazyComponent(
    () => import('../features/candidate/CertificationDashboardPage'),
    'CertificationDashboardPage',
  ),
  '/certifications-and-training/register/:type': lazyComponent(
    () => import('../features/registrations/RegisterPage'),
    'RegisterPage',
  ),
  '/certifications-and-training/experience': lazyComponent(
    () => import('../features/experience/ExperienceListPage'),
    'ExperienceListPage',
  ),
  '/certifications-and-training/experience/new': lazyComponent(
    () => import('../features/experience/ExperienceEntryPages'),
    'NewExperiencePage',
  ),
  '/certifications-and-training/experience/:id': lazyComponent(
    () => import('../features/experience/ExperienceEntryPages'),
    'EditExperiencePage',
  ),
  '/registration/:registrationId/practice-exam': lazyComponent(
    () => import('../features/exams/PracticeExamPage'),
    'PracticeExamPage',
  ),
  // The same page: where the exam provider sends the candidate back (?exam=N).
  '/registration/:registrationId/practice-exam/:practiceExamId': lazyComponent(
    () => import('../features/exams/PracticeExamPage'),
    'PracticeExamPage',
  ),
  '/registration/:registrationId/practice-exam/:practiceExamId/result/:examNumber': lazyComponent(
    () => import('../features/exams/PracticeExamResultPage'),
    'PracticeExamResultPage',
  ),
  '/practice-exam-delivery/:sessionId': lazyComponent(
    () => import('../features/exams/PracticeExamDeliveryPage'),
    'PracticeExamDeliveryPage',
  ),
  '/certifications-and-training/extensions/request': lazyComponent(
    () => import('../features/extensions/ExtensionRequestPage'),
    'ExtensionRequestPage',
  ),
  '/admin/extensions': lazyComponent(() => import('../features/extensions/admin/ExtensionsPage'), 'ExtensionsPage'),
  '/admin/extensions/:id': lazyComponent(
    () => import('../features/extensions/admin/ExtensionReviewPage'),
    'ExtensionReviewPage',
  ),
  '/admin/course-registrations': lazyComponent(
    () => import('../features/registrations/admin/RegistrationsPage'),
    'RegistrationsPage',
  ),
  '/admin/course-registrations/:id': lazyComponent(
    () => import('../features/registrations/admin/RegistrationReviewPage'),
    'RegistrationReviewPage',
  ),
  '/admin/experiences': lazyComponent(() => import('../features/experience/admin/ExperiencesPage'), 'ExperiencesPage'),
  '/admin/experiences/:id': lazyComponent(
    () => import('../features/experience/admin/ExperienceReviewPage'),
    'ExperienceReviewPage',
  ),
  '/admin/users/:userId/registrations': lazyComponent(
    () => import('../features/registrations/admin/UserRegistrationsPage'),
    'UserRegistrationsPage',
  ),
  '/admin/users/:userId/registrations/new': lazyComponent(
    () => import('../features/registrations/admin/NewRegistrationPage'),
    'NewRegistrationPage',
  ),
  '/admin/mail': lazyComponent(() => import('../features/admin/MailOutboxPage'), 'MailOutboxPage'),
  '/admin/extended': lazyComponent(() => import('../features/system-data/SystemDataIndexPage'), 'SystemDataIndexPage'),
  '/admin/extended/:kind': lazyComponent(
    () => import('../features/system-data/SystemDataListPage'),
    'SystemDataListPage',
  ),
}

/**
 * The data a member screen draws its first view from, asked for as soon as the session is known
 * (router.tsx) rather than once the frame and the screen have rendered: on a phone that rendering
 * took longer than the request. Only for a screen opened often as the first page (the dashboard,
 * where signing in lands); its query must be the one the screen itself uses, so the answer is
 * shared.
 */
export const SCREEN_DATA: Readonly<Record<string, (client: QueryClient) => Promise<void>>> = {
  '/': (client) => client.prefetchQuery(dashboardQuery),
}
