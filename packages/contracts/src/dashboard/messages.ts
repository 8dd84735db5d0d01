/** The dashboard's texts and the routes its actions lead to (spec 1 §2.4-2.5, spec 2 §2.1, §2.10). */

const CT = '/certifications-and-training'

export const DashboardLinks = {
  certificationDashboard: CT,
  enroll: CT,
  certificationFees: `${CT}/certifications/pay`,
  extensionRequest: `${CT}/extensions/request`,
  trainings: `${CT}/trainings`,
  registration: (certificationId: number) => `${CT}/register/${certificationId}`,
  trainingRegistration: (trainingId: number) => `${CT}/register/training/${trainingId}`,
  practiceExams: (registrationId: number) => `/registration/${registrationId}/practice-exam`,
  cart: '/cart',
  membershipGet: '/membership/get',
  donate: '/donate',
  events: '/events/upcoming',
  event: (id: number) => `/events/${id}`,
  editProfile: '/edit-profile',
} as const

export const DashboardMessages = {
  enrollNow: 'Enroll Now',
  viewCart: 'View Cart',
  viewInCart: 'View in Cart',
  renew: 'Renew',
  join: 'Become a Member',
  donate: 'Donate',
  /** The card's button to the certification page (it sits on the portal dashboard already). */
  goToDashboard: 'Go to Certification',
  /** The Education row's link: its study resources on the certification page (not 'Education' twice). */
  education: 'Study Resources',
  browseCourses: 'Browse Courses',
  notEnrolled: 'Earn the AFC® certification: Education, Experience, Exam and Ethics.',
  registrationInCart: 'Your registration is in your cart.',
  registrationInReview: 'Your registration is in review.',
  finalApplicationInReview: 'Your final application is in review.',
  experienceInReview:
    'Your experience hours reach the hours required: staff are reviewing the entries still pending. We answer within 2-3 business days.',
  changesRequested: (step: string) =>
    `Changes were requested to your registration: please review the ${step} step and submit your registration again.`,
  makeChanges: 'Make the Changes',
  inReview: 'In Review',
  changesRequestedBadge: 'Changes Requested',
  revoked: 'Your certification has been revoked. Please contact certification staff.',
  payFees: 'Pay Certification Fees',
  payAfccFees: 'Pay AFCC® Fees',
  expiredCanRequest: (requestBy: string) =>
    `Your registration has expired. You may request a 6-month extension until ${requestBy}.`,
  /** One name for the one action, as the deadline banner and the extension screen say it. */
  requestExtension: 'File an extension',
  extensionInCart: 'Your extension request is in your cart.',
  extensionUnderReview: 'Your extension request is under review. We answer within 2-3 business days.',
  expiredClosed: 'Your registration has expired. To continue, please register again.',
  extensionRejected:
    'Your registration has expired and your extension request was not approved. To continue, please register again.',
  examDue: (price: string) => `${price} Due`,
  examRetake: (price: string) => `Retake Required / ${price} Due`,
  examPassed: 'Passed',
  examPaid: 'Paid',
  examCovered: 'Covered by the Military Spouse Fellowship',
  ethicsSigned: 'Signed',
  ethicsNotSigned: 'Not signed',
  practiceNotPurchased: 'Not purchased',
  practiceBuy: 'Purchase Practice Exams',
  practiceInCart: 'In your cart',
  practiceTaken: (taken: number) => `${taken} of 2 taken`,
  practiceOpen: 'Practice Exams',
  inGoodStanding: 'In Good Standing',
  expiring: (date: string) => `Expiring ${date}`,
  membershipInCart: 'Your membership is in your cart.',
  membershipUnderReview: 'Your membership request is under review: expect approval within 2-3 business days.',
  emeritusUnderReview:
    'Your Emeritus membership request is under review: staff confirm your age and 10 consecutive years of membership within 2-3 business days.',
  notAMember: 'You are not a member yet. Join the association of financial counselors and educators.',
  membershipExpired: (date: string) => `Your membership expired on ${date}. Renew to keep your member benefits.`,
  completed: 'Completed',
  inProgress: 'In Progress',
  pending: 'Pending',
  expired: 'Expired',
  courseRegistrationNeeded: 'Course registration needed',
  myAfcpeProfile: 'MyAFCPE Profile',
  myAccount: 'My Account',
  office: '(Office)',
  home: '(Home)',
  membershipRow: 'Membership',
  onDemand: 'On-Demand',
  orderReceived: 'Order received',
  orderConfirmed: 'Thank you! Your order was received.',
  paymentReceived: 'Payment received',
  paymentConfirmed: 'Thank you! Your payment was received.',
  submittedTitle: 'Submitted for review',
  /** Items charged on approval (decision 0005): nothing was charged for them yet. */
  submittedForReview: (names: string, price: string) =>
    `Submitted for review: ${names}. The card on file will be charged ${price} on approval.`,
} as const
