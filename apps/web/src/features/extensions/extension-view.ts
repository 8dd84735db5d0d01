/**
 * The pure rules of the extension screens (spec 2 §2.9, §4 Extension; spec 3 "Extension list",
 * "Extension review"): how a program, a request's state and a decision read. No React here.
 */
import {
  ExtensionMessages as M,
  formatCents,
  formatDate,
  type AdminExtension,
  type BadgeTone,
  type ExtensionProgram,
  type ExtensionRequestState,
  type StatusBadge,
} from '@portal/contracts'
import { cardText } from '../../lib/card-text'

/** Texts of these screens that the spec does not quote (the quoted ones are ExtensionMessages). */
export const ExtensionScreenTexts = {
  requestsTitle: 'Your Extension Requests',
  backToCertification: 'Back to your certification',
  addedToCart: 'Your extension request is in your cart.',
  programHint: 'The date an approval moves, and the new date it gives.',
  completedHoursHint: 'The experience hours you have completed so far.',
  fee: (fee: string) => `Fee: ${fee}, charged only when AFCPE approves the request.`,
  submitted: 'Submitted',
  notSubmitted: 'Not submitted yet',
  // Staff
  listTitle: 'Extensions',
  listHint: 'Choose a request to review it.',
  reviewTitle: 'Extension review',
  backToList: '← Extensions',
  notFound: 'This extension request was not found.',
  loadFailed: 'The extension request could not be loaded',
  inCart: 'The user has not checked out this request yet: there is nothing to decide.',
  approveTitle: 'Approve Extension',
  rejectTitle: 'Reject Extension',
  rejectQuestion: 'Reject this extension request? Nothing is charged, and the user is notified by email.',
  message: 'Message (optional)',
  reviewsTitle: 'Reviews',
  success: 'Success',
} as const

const LIST_PATH = '/admin/extensions'
export const ExtensionPaths = {
  list: LIST_PATH,
  review: (id: number) => `${LIST_PATH}/${id}`,
  request: '/certifications-and-training/extensions/request',
  certification: '/certifications-and-training',
  cart: '/cart',
} as const

/** The form's value for a program: which record it extends. */
export function programKey(program: Pick<ExtensionProgram, 'registrationId' | 'userCertificationId'>): string {
  return program.registrationId !== null
    ? `registration:${program.registrationId}`
    : `certification:${program.userCertificationId ?? 0}`
}

/** 'deadline' for a registration, 'CEU lapse date' for a certification. */
export const dateNameOf = (type: ExtensionProgram['type']) => (type === 'registration' ? 'deadline' : 'CEU lapse date')

/** 'AFC® registration (deadline 01/15/2026): until 07/15/2026' — the date and what approval gives. */
export function programLabel(program: ExtensionProgram): string {
  return `${program.name} (${dateNameOf(program.type)} ${formatDate(program.date)}): until ${formatDate(program.extendedUntil)}`
}

/** Under the chosen program: what approving the request does. */
export function programDescription(program: ExtensionProgram): string {
  return `Approval moves the ${dateNameOf(program.type)} from ${formatDate(program.date)} to ${formatDate(program.extendedUntil)}.`
}

const STATE_BADGES: Record<ExtensionRequestState, { label: string; tone: BadgeTone }> = {
  in_cart: { label: 'In cart', tone: 'info' },
  under_review: { label: 'Under review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
}

/** A request's state as its author sees it. */
export function stateBadge(state: ExtensionRequestState): StatusBadge {
  return STATE_BADGES[state]
}

/** The staff list's Status: null pending, true approved, false rejected. */
export function decisionLabel(approved: boolean | null): 'Pending' | 'Approved' | 'Rejected' {
  if (approved === null) return 'Pending'
  return approved ? 'Approved' : 'Rejected'
}

/** The staff list's Status as a badge, toned like the other review queues' statuses. */
export function decisionBadge(approved: boolean | null): StatusBadge {
  return { label: decisionLabel(approved), tone: approved === null ? 'neutral' : approved ? 'success' : 'danger' }
}

/** The list's Status filter: the server's values null, 1 and 0 (spec 3), shown by their names. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'null', label: 'Pending' },
  { value: '1', label: 'Approved' },
  { value: '0', label: 'Rejected' },
] as const

/** The default filter of the list: Pending. */
export const PENDING_FILTER = STATUS_FILTER_OPTIONS[0].value

/** What approving charges, said before the Approve button and in its confirmation. */
export function approvalChargeText(extension: Pick<AdminExtension, 'chargeOnApproval' | 'savedCard'>): string {
  if (extension.chargeOnApproval <= 0) return 'Approving charges nothing: the fee was paid at checkout.'
  const amount = formatCents(extension.chargeOnApproval)
  if (!extension.savedCard) return `Approving charges ${amount}. ${M.noCardOnFile}.`
  return `Approving charges ${amount} to the user's saved card (${cardText(extension.savedCard)}).`
}

/** The approve confirmation's question. */
export function approveQuestion(extension: Pick<AdminExtension, 'chargeOnApproval' | 'savedCard' | 'type'>): string {
  const what = extension.type === 'registration' ? 'deadline' : 'CEU lapse date'
  return `Approve this extension? The ${what} moves by 6 months. ${approvalChargeText(extension)}`
}
