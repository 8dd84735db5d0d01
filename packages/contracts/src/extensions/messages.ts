/** The extension screens' texts (spec 2 §2.9, §4 Extension, §9; spec 3 Extensions, §8). */
export const ExtensionMessages = {
  pageTitle: 'File an extension',
  intro:
    'An extension gives you 6 more months to finish. The fee is $200, charged when AFCPE approves your request; ' +
    'we reply within 2-3 business days. Only one extension is granted.',
  program: 'Program',
  completedHours: 'Completed experience hours',
  signature: 'Signature (type your full name)',
  chooseProgram: 'Choose a program',
  required: 'Required',
  noneAvailable: 'None of your registrations or certifications can be extended right now.',
  notExtendable: 'This program cannot be extended',
  alreadyRequested: 'An extension was already requested for this program',
  addToCart: 'Add to Cart',
  viewInCart: 'View in Cart',
  registrationType: 'Registration Extension',
  certificationType: 'Certification Extension',
  couldNotApprove: 'Could not approve extension',
  couldNotReject: 'Could not reject extension',
  notPending: 'This extension request was already decided',
  noCardOnFile: 'The user has no saved card to charge the extension fee',
  chargeInProgress: 'A charge for this extension is being processed; try again in a minute',
  /** Approval would give a date already past (the deadline or lapse date moved since the request). */
  tooLate:
    'The six months this extension gives have already passed: reject it, or edit the deadline on the registration',
  /**
   * A request waiting unpaid in the cart after its window closed (the date plus six months): checkout
   * and the daily deadline job take it out of the cart.
   */
  windowClosed: 'The window to request this extension has closed, so it was removed from your cart.',
  removedFromCartTitle: 'Extension request removed from your cart',
  /** Banners: within 90 days of the date, then the wording changes once it passes (spec 2 §4). */
  registrationGoingToExpire: (name: string, date: string) => `Your ${name} registration is going to expire on ${date}.`,
  registrationExpired: (name: string, date: string) => `Your ${name} registration has expired (${date}).`,
  certificationGoingToLapse: (name: string, date: string) =>
    `Your ${name} certification is going to lapse for CEUs on ${date}.`,
  certificationLapsed: (name: string, date: string) => `Your ${name} certification has lapsed for CEUs (${date}).`,
  fileAnExtension: 'File an extension',
  extensionApprovedUntil: (date: string) => `Your extension is approved: your new date is ${date}.`,
  /** Reminders (e-mail and notification). */
  reminderTitle: (name: string, days: number) => `Your ${name} registration expires in ${days} days`,
  reminderBody: (date: string) =>
    `Your deadline is ${date}. Finish your Four E's, or file an extension from your certification dashboard.`,
  expiredTitle: (name: string) => `Your ${name} registration has expired`,
  expiredBody: 'You can request a 6-month extension from your certification dashboard.',
  expiredFinalBody: 'Your registration can no longer be extended. Contact AFCPE to discuss your options.',
  approvedTitle: 'Extension approved',
  approvedBody: (date: string) => `Your extension is approved. Your new date is ${date}.`,
  rejectedTitle: 'Extension not approved',
  rejectedBody: 'Your extension request was not approved. Nothing was charged.',
  rejectedWithReason: (reason: string) =>
    `Your extension request was not approved. Nothing was charged. The reviewer's reason: ${reason}`,
  /** Before the reviewer's message on the member's list of requests. */
  reason: 'Reason:',
  submittedTitle: 'Extension request received',
  submittedBody: 'We review extension requests within 2-3 business days.',
} as const
