/**
 * The pure rules of the staff registration screens (spec 3 "Course registration list" and
 * "Course registration review"): how a status, an item and a charge read. No React here, so each
 * is unit-tested in node.
 */
import {
  formatCents,
  formatDate,
  requiredDocuments,
  type AdminRegistration,
  type AdminRegistrationRow,
  type RegistrationMediaType,
  type RegistrationStatus,
  type StatusBadge,
} from '@portal/contracts'
import { cardText } from '../../../lib/card-text'

/** Texts of these screens that the spec does not quote (the quoted ones are RegistrationMessages). */
export const RegistrationScreenTexts = {
  militarySpouseSuffix: ' (Military Spouse)',
  noCardOnFile: 'no card on file',
  membershipToo: 'The membership the candidate requested is approved too, with its own charge.',
  deleteConfirm: 'Delete this registration? Its unpaid items leave the cart. This cannot be undone.',
  notFound: 'This registration was not found.',
  noReviews: 'No reviews yet.',
  noItems: 'No items.',
  noDocuments: 'No documents.',
  noRegistrations: 'This user has no registrations.',
  inCart: 'In cart',
  chargedOnApproval: 'Charged when approved',
  unpaid: 'Unpaid',
  notSigned: 'Not signed',
  notUploaded: (document: string) => `${document}: not uploaded`,
} as const

/**
 * The documents the registration's pathway requires that the candidate has not uploaded (spec 2
 * §5): a pathway approval without its designation documentation says so beside the decision
 * instead of showing 'No documents.' far below it (issue 25, item 17).
 */
export function missingDocuments(
  registration: Pick<AdminRegistration, 'pathway' | 'media'>,
): readonly RegistrationMediaType[] {
  return requiredDocuments(registration.pathway?.key ?? null).filter(
    (type) => !registration.media.some((file) => file.type === type),
  )
}

/** The Status column: the server's one label of the status (registrationStatusLabel). */
export const registrationStatusLabel = (row: Pick<AdminRegistrationRow, 'statusLabel'>) => row.statusLabel

/**
 * The Status column's badge, toned as the other staff lists tone theirs (issue 25, item 18: the
 * registrations list showed plain text where the extension and experience lists show badges):
 * waiting or not started neutral, working towards the certification info, complete success,
 * expired danger.
 */
export function registrationStatusBadge(
  row: Pick<AdminRegistrationRow, 'status' | 'expired' | 'statusLabel'>,
): StatusBadge {
  const label = registrationStatusLabel(row)
  if (row.expired) return { label, tone: 'danger' }
  if (row.status === 'complete') return { label, tone: 'success' }
  if (row.status === 'in_progress') return { label, tone: 'info' }
  return { label, tone: 'neutral' }
}

/** The statuses past registration approval, while the candidate works towards the certification, and after. */
export const POST_REGISTRATION_STATUSES: readonly RegistrationStatus[] = [
  'in_progress',
  'experience_approval',
  'final_approval',
  'complete',
]

/** The review shows the Post Registration Progress card (it holds the final application's decision). */
export const showsPostRegistration = (registration: Pick<AdminRegistration, 'status' | 'approval'>) =>
  POST_REGISTRATION_STATUSES.includes(registration.status) || registration.approval.kind === 'final_approval'

/** The decisions the Post Registration Progress card holds (the header's Approve and Reject hold the others). */
export const decidedInPostRegistration = (kind: AdminRegistration['approval']['kind']) =>
  kind === 'final_approval' || kind === 'experience_approval'

/** What the Post Registration Progress card reads: the certificate name and the Code of Ethics signature, when sent. */
export type PostRegistrationFacts = Pick<
  AdminRegistration,
  | 'id'
  | 'status'
  | 'statusLabel'
  | 'approval'
  | 'certificateName'
  | 'codeOfEthicsSignature'
  | 'codeOfEthicsSignatureDate'
>

/** The Code of Ethics row: who signed and on which day, or 'Not signed'. */
export function codeOfEthicsText(
  registration: Pick<PostRegistrationFacts, 'codeOfEthicsSignature' | 'codeOfEthicsSignatureDate'>,
): string {
  const signature = registration.codeOfEthicsSignature?.trim()
  if (!signature) return RegistrationScreenTexts.notSigned
  const signedOn = formatDate(registration.codeOfEthicsSignatureDate)
  return signedOn ? `${signature}, signed ${signedOn}` : signature
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

type Approval = AdminRegistration['approval']

/** What approving charges: the approval total, less the exam fees when approved without the exam. */
export function approvalChargeTotal(
  approval: Pick<Approval, 'chargeTotal' | 'examTotal' | 'hasExam'>,
  withoutExam: boolean,
): number {
  const total = withoutExam && approval.hasExam ? approval.chargeTotal - approval.examTotal : approval.chargeTotal
  return Math.max(0, total)
}

/** The sentence of the Approve modal that says what will be charged, and to which card. */
export function approvalChargeText(
  approval: Pick<Approval, 'chargeTotal' | 'examTotal' | 'hasExam' | 'savedCard'> &
    Partial<Pick<Approval, 'membershipRequestId'>>,
  withoutExam: boolean,
  withoutMembership = false,
): string {
  const total = approvalChargeTotal(approval, withoutExam)
  const membership =
    approval.membershipRequestId != null && !withoutMembership ? ` ${RegistrationScreenTexts.membershipToo}` : ''
  if (total === 0) return `Approving charges nothing: nothing is owed.${membership}`
  const amount = formatCents(total)
  if (!approval.savedCard) {
    return `Approving charges ${amount}, but there is ${RegistrationScreenTexts.noCardOnFile}.${membership}`
  }
  return `Approving charges ${amount} to the user's saved card (${cardText(approval.savedCard)}).${membership}`
}

type Item = AdminRegistration['items'][number]

/** The Status column of the items table. */
export function itemStatusLabel(
  item: Pick<Item, 'paid' | 'paidAt' | 'providerPaymentId' | 'inCart' | 'chargedOnApproval'>,
): string {
  if (item.paid) {
    const on = item.paidAt ? ` on ${formatDate(item.paidAt)}` : ''
    const payment = item.providerPaymentId ? ` (${item.providerPaymentId})` : ''
    return `Paid${on}${payment}`
  }
  if (item.inCart) return RegistrationScreenTexts.inCart
  if (item.chargedOnApproval) return RegistrationScreenTexts.chargedOnApproval
  return RegistrationScreenTexts.unpaid
}

// The failure messages of staff actions are shared with the other review screens (lib/errors).
export { hasServerMessage, serverMessageOr } from '../../../lib/errors'

/** A string of digits from the route → the id; 0 for anything else (a page that will say 'not found'). */
export { routeId } from '../../../lib/route-params'

/** The user profile's Registrations tab (where a new registration returns). */
export const userRegistrationsPath = (userId: number) => `/admin/users/${userId}/registrations`
