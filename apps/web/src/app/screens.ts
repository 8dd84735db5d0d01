/**
 * The real screen of every route whose status is 'ready' in WEB_ROUTES. Planned routes render
 * ComingSoon; the router refuses to start if this map and the table disagree. Admin screens are
 * loaded on demand so members never download them.
 */
import { lazy, type ComponentType } from 'react'
import { LoginPage } from '../features/auth/LoginPage'
import { PasswordEmailPage } from '../features/auth/PasswordEmailPage'
import { PasswordResetPage } from '../features/auth/PasswordResetPage'
import { RegisterPage } from '../features/auth/RegisterPage'
import { CartPage } from '../features/cart/CartPage'
import { CheckoutPage } from '../features/cart/CheckoutPage'
import { DonatePage } from '../features/cart/DonatePage'
import { DashboardPage } from '../features/dashboard/DashboardPage'
import { DirectoryMemberPage } from '../features/directory/DirectoryMemberPage'
import { DirectorySearchPage } from '../features/directory/DirectorySearchPage'
import { EventPage } from '../features/events/EventPage'
import { AllEventsPage, MyEventsPage } from '../features/events/EventsListPage'
import { GetMembershipPage } from '../features/membership/GetMembershipPage'
import { MembershipPage } from '../features/membership/MembershipPage'
import { NotificationsPage } from '../features/notifications/NotificationsPage'
import { OptInPage } from '../features/profile/OptInPage'
import { AccountSettingsPage } from '../features/profile/AccountSettingsPage'
import { AfcpeSettingsPage } from '../features/profile/AfcpeSettingsPage'
import { ContactInfoPage } from '../features/profile/ContactInfoPage'
import { ProfessionalInfoPage } from '../features/profile/ProfessionalInfoPage'
import { SocialDetailsPage } from '../features/profile/SocialDetailsPage'
import { PaymentHistoryPage } from '../features/payments/PaymentHistoryPage'
import { PaymentInfoPage } from '../features/payments/PaymentInfoPage'
import { ReceiptPage } from '../features/payments/ReceiptPage'

export const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': DashboardPage,
  '/membership/search': DirectorySearchPage,
  '/membership/search/:id': DirectoryMemberPage,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/password/reset': PasswordEmailPage,
  '/password/reset/:token': PasswordResetPage,
  '/notifications': NotificationsPage,
  '/opt-in': OptInPage,
  '/edit-profile': ContactInfoPage,
  '/edit-profile/account': AccountSettingsPage,
  '/edit-profile/professional': ProfessionalInfoPage,
  '/edit-profile/afcpe': AfcpeSettingsPage,
  '/edit-profile/social': SocialDetailsPage,
  '/edit-profile/payment': PaymentInfoPage,
  '/cart': CartPage,
  '/checkout': CheckoutPage,
  '/donate': DonatePage,
  '/payments': PaymentHistoryPage,
  '/payments/:id': ReceiptPage,
  '/membership': MembershipPage,
  '/membership/get': GetMembershipPage,
  '/events': MyEventsPage,
  '/events/upcoming': AllEventsPage,
  '/events/:id': EventPage,
  '/impersonate/take/:userId': lazy(() =>
    import('../features/impersonation/ImpersonatePage').then((m) => ({ default: m.ImpersonatePage })),
  ),
  '/admin/users': lazy(() => import('../features/admin/UsersPage').then((m) => ({ default: m.UsersPage }))),
  '/admin/users/:userId/memberships': lazy(() =>
    import('../features/membership/admin/UserMembershipsPage').then((m) => ({ default: m.UserMembershipsPage })),
  ),
  '/admin/memberships': lazy(() =>
    import('../features/membership/admin/MembershipRequestsPage').then((m) => ({ default: m.MembershipRequestsPage })),
  ),
  '/admin/memberships/:id': lazy(() =>
    import('../features/membership/admin/MembershipReviewPage').then((m) => ({ default: m.MembershipReviewPage })),
  ),
  '/admin/mail': lazy(() => import('../features/admin/MailOutboxPage').then((m) => ({ default: m.MailOutboxPage }))),
  '/admin/extended': lazy(() =>
    import('../features/system-data/SystemDataIndexPage').then((m) => ({ default: m.SystemDataIndexPage })),
  ),
  '/admin/extended/:kind': lazy(() =>
    import('../features/system-data/SystemDataListPage').then((m) => ({ default: m.SystemDataListPage })),
  ),
}
