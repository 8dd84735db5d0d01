/**
 * Every screen of the web app, with who may open it. The router is built from this table and
 * the authorization tests walk it, so a screen cannot be added without deciding its access.
 * `status: 'planned'` screens render a plain "coming soon" page until their feature lands.
 */
export type ScreenAccess = 'visitor' | 'public' | 'member' | 'admin'

export interface WebRoute {
  path: string
  title: string
  access: ScreenAccess
  status: 'ready' | 'planned'
  /**
   * A public page whose content is a wide table: signed out, it takes the page's width instead
   * of the narrow card of the sign-in forms, where its last columns were scrolled out of sight.
   */
  wide?: boolean
}

const visitor = (path: string, title: string): WebRoute => ({ path, title, access: 'visitor', status: 'ready' })
const member = (path: string, title: string, status: WebRoute['status'] = 'planned'): WebRoute => ({
  path,
  title,
  access: 'member',
  status,
})
const admin = (path: string, title: string, status: WebRoute['status'] = 'planned'): WebRoute => ({
  path,
  title,
  access: 'admin',
  status,
})

const CT = '/certifications-and-training'

export const WEB_ROUTES: WebRoute[] = [
  visitor('/login', 'Log in'),
  visitor('/register', 'Create an account'),
  visitor('/register/confirm/:token', 'Finish creating your account'),
  visitor('/password/reset', 'Reset your password'),
  visitor('/password/reset/:token', 'Choose a new password'),
  { path: '/email/restore/:token', title: 'Restore your email address', access: 'public', status: 'ready' },
  { path: '/certificates/:code', title: 'Certificate', access: 'public', status: 'ready' },
  { path: '/experience-verification/:token', title: 'Experience Verification', access: 'public', status: 'ready' },
  { path: '/ceu-library', title: 'CEU Library', access: 'public', status: 'ready', wide: true },
  { path: '/study-module-form', title: 'Study module', access: 'public', status: 'planned' },

  member('/', 'Dashboard', 'ready'),
  member('/donate', 'Donate', 'ready'),
  member('/opt-in', 'Text message opt-in', 'ready'),
  member('/notifications', 'Notifications', 'ready'),
  member('/payments', 'Payment history', 'ready'),
  member('/payments/:id', 'Receipt', 'ready'),
  member('/edit-profile', 'Contact Info', 'ready'),
  member('/edit-profile/account', 'Account Settings', 'ready'),
  member('/edit-profile/professional', 'Professional Info', 'ready'),
  member('/edit-profile/payment', 'Payment Info', 'ready'),
  member('/edit-profile/afcpe', 'AFCPE Settings', 'ready'),
  member('/edit-profile/social', 'Social Details', 'ready'),
  member(CT, 'Certification', 'ready'),
  member(`${CT}/register/:type`, 'Certification registration', 'ready'),
  member(`${CT}/certifications/pay`, 'Pay your certification fees'),
  member(`${CT}/trainings`, 'Essentials Courses'),
  member(`${CT}/register/training/:type`, 'Training registration'),
  member(`${CT}/independent-trainer`, 'Independent Trainer'),
  member(`${CT}/independent-trainer/edit`, 'Independent Trainer profile'),
  member(`${CT}/extensions/request`, 'File an extension', 'ready'),
  member(`${CT}/experience`, 'Experience Hours', 'ready'),
  member(`${CT}/experience/new`, 'Add Experience', 'ready'),
  member(`${CT}/experience/:id`, 'Edit Experience', 'ready'),
  member('/membership', 'Membership', 'ready'),
  member('/membership/get', 'Join or renew', 'ready'),
  member('/membership/search', 'Member directory', 'ready'),
  member('/membership/search/:id', 'Member', 'ready'),
  member('/ceus', 'Continuing education', 'ready'),
  member('/ceus/individual', 'Individual CEUs', 'ready'),
  member('/ceus/individual/new', 'New individual CEU', 'ready'),
  member('/ceus/individual/:id', 'Individual CEU', 'ready'),
  member('/ceus/group', 'Group CEUs', 'ready'),
  member('/ceus/group/new', 'New group CEU', 'ready'),
  member('/ceus/group/:id', 'Group CEU', 'ready'),
  member('/events', 'My events', 'ready'),
  member('/events/upcoming', 'All events', 'ready'),
  member('/events/:id', 'Event', 'ready'),
  member('/cart', 'Cart', 'ready'),
  member('/checkout', 'Checkout', 'ready'),
  member('/registration/:registrationId/practice-exam', 'Practice exams', 'ready'),
  member('/registration/:registrationId/practice-exam/:practiceExamId', 'Practice exam', 'ready'),
  member('/registration/:registrationId/practice-exam/:practiceExamId/result/:examNumber', 'Score report', 'ready'),
  member('/practice-exam-delivery/:sessionId', 'Practice exam', 'ready'),

  admin('/admin/users', 'Users', 'ready'),
  admin('/admin/users/:userId', 'User', 'ready'),
  admin('/admin/users/:userId/registrations', 'Registrations', 'ready'),
  admin('/admin/users/:userId/registrations/new', 'New registration', 'ready'),
  admin('/admin/users/:userId/certifications', 'Certifications'),
  admin('/admin/users/:userId/certifications/:certificationId', 'Certification'),
  admin('/admin/users/:userId/memberships', 'Memberships', 'ready'),
  admin('/admin/users/:userId/notes', 'Notes', 'ready'),
  admin('/admin/users/:userId/flags', 'Flags', 'ready'),
  admin('/admin/users/:userId/payments', 'Payments'),
  admin('/admin/users/:userId/groups', 'Groups'),
  admin('/admin/users/:userId/merge', 'Merge'),
  admin('/admin/course-registrations', 'Registrations', 'ready'),
  admin('/admin/course-registrations/:id', 'Registration review', 'ready'),
  admin('/admin/experiences', 'Experience Hours', 'ready'),
  admin('/admin/experiences/:id', 'Experience review', 'ready'),
  admin('/admin/extensions', 'Extensions', 'ready'),
  admin('/admin/extensions/:id', 'Extension review', 'ready'),
  admin('/admin/memberships', 'Membership requests', 'ready'),
  admin('/admin/memberships/:id', 'Membership review', 'ready'),
  admin('/admin/group-ceus', 'Group CEUs', 'ready'),
  admin('/admin/group-ceus/:id', 'Group CEU review', 'ready'),
  admin('/admin/individual-ceus', 'Individual CEUs', 'ready'),
  admin('/admin/individual-ceus/:id', 'Individual CEU review', 'ready'),
  admin('/admin/extended', 'System Data', 'ready'),
  admin('/admin/extended/:kind', 'System Data', 'ready'),
  admin('/admin/mail', 'Mail outbox', 'ready'),
  admin('/impersonate/take/:userId', 'Impersonate', 'ready'),
]

/** Visitor pages that are never remembered as the place to return to after sign-in. */
export function isRememberableReferrer(path: string): boolean {
  return !(
    path === '/login' ||
    path.startsWith('/register') ||
    path.startsWith('/password/reset') ||
    path.startsWith('/email/restore') ||
    path === '/logout'
  )
}

export const MEMBER_MENU = [
  { label: 'Certification', to: CT },
  { label: 'Membership', to: '/membership' },
  { label: 'Essentials Courses', to: `${CT}/trainings` },
  { label: 'Independent Trainer', to: `${CT}/independent-trainer` },
  { label: 'Cart', to: '/cart' },
  { label: 'Help', href: 'https://www.afcpe.org/contact/' },
] as const

export const PENDING_APPROVALS_MENU = [
  { label: 'Registrations', to: '/admin/course-registrations' },
  { label: 'Experiences', to: '/admin/experiences' },
  { label: 'Extensions', to: '/admin/extensions' },
  { label: 'Memberships', to: '/admin/memberships' },
  { label: 'Group CEUs', to: '/admin/group-ceus' },
  { label: 'Individual CEUs', to: '/admin/individual-ceus' },
] as const

export const FOOTER_LINKS = [
  { label: 'Terms of Use', href: 'https://www.afcpe.org/terms-of-use/' },
  { label: 'Bylaws', href: 'https://www.afcpe.org/bylaws/' },
  { label: 'Privacy Policy', href: 'https://www.afcpe.org/privacy-policy/' },
  { label: 'Refund Policy', href: 'https://www.afcpe.org/refund-policy/' },
  { label: 'Non-Discrimination Policy', href: 'https://www.afcpe.org/non-discrimination-policy/' },
] as const

/** The six edit-profile pages, in sidebar order. */
export const EDIT_PROFILE_NAV = [
  { key: 'contact', label: 'Contact Info', to: '/edit-profile' },
  { key: 'account', label: 'Account Settings', to: '/edit-profile/account' },
  { key: 'professional', label: 'Professional Info', to: '/edit-profile/professional' },
  { key: 'payment', label: 'Payment Info', to: '/edit-profile/payment' },
  { key: 'afcpe', label: 'AFCPE Settings', to: '/edit-profile/afcpe' },
  { key: 'social', label: 'Social Details', to: '/edit-profile/social' },
] as const
