/**
 * What the membership screens show for a given state (spec 1 §2.4, §2.8, §4; spec 3 §4). Pure,
 * so each variant is unit-tested without a browser; the texts are the contracts' own.
 */
import {
  DashboardLinks,
  DashboardMessages,
  formatCents,
  formatDate,
  MembershipMessages,
  type MembershipOverview,
  type MembershipRequest,
  type MembershipRequestStatus,
  type StatusBadge,
} from '@portal/contracts'

export interface ScreenAction {
  label: string
  to: string
}

export interface RequestNotice {
  variant: 'cart' | 'review' | 'rejected'
  message: string
  /** The staff's reason, shown under a refusal. */
  detail?: string | null
  action?: ScreenAction
}

/** Texts of these screens that the specs do not quote. */
export const MembershipScreenTexts = {
  renewTitle: 'Time to renew',
  renewPrompt: 'Renew now to keep your member benefits without a break.',
  noResources: 'There are no member resources yet.',
  noRecords: 'No membership records yet.',
  blockedTitle: 'A new term cannot be bought yet',
  term: (range: string) => `Term: ${range}`,
  approvePaid: 'Are you sure you want to grant this membership? It was paid at checkout, so nothing more is charged.',
  deleteConfirm: 'Are you sure you want to delete this membership request?',
  deleteRecordConfirm: 'Are you sure you want to delete this membership record?',
  success: 'Success',
} as const

/** The latest request's state on the membership screen: in the cart, under review, or refused. */
export function requestNotice(request: MembershipRequest | null): RequestNotice | null {
  if (!request) return null
  switch (request.status) {
    case 'cart':
      return {
        variant: 'cart',
        message: DashboardMessages.membershipInCart,
        action: { label: DashboardMessages.viewCart, to: DashboardLinks.cart },
      }
    case 'pending':
      return {
        variant: 'review',
        message:
          request.membership.key === 'emeritus'
            ? DashboardMessages.emeritusUnderReview
            : DashboardMessages.membershipUnderReview,
      }
    case 'rejected':
      return { variant: 'rejected', message: MembershipMessages.rejected, detail: request.decisionMessage }
    case 'approved':
      return null
  }
}

/**
 * The screen's Join/Renew button: none while a request waits in the cart or in review, and none
 * when the renewal prompt already offers Renew.
 */
export function joinAction(overview: MembershipOverview): ScreenAction | null {
  const status = overview.latestMembershipRequest?.status
  if (status === 'cart' || status === 'pending') return null
  if (overview.valid && overview.isExpiringSoon) return null
  const hasBeenMember = overview.valid || overview.records.length > 0
  return {
    label: hasBeenMember ? DashboardMessages.renew : DashboardMessages.join,
    to: DashboardLinks.membershipGet,
  }
}

/** The end of the last membership, for the "expired on" line when the membership lapsed. */
export function lastEnd(overview: Pick<MembershipOverview, 'records'>): string | null {
  const ends = overview.records.map((record) => record.end).sort()
  return ends.at(-1) ?? null
}

export const REQUEST_STATUS_LABELS: Record<MembershipRequestStatus, string> = {
  cart: 'In cart',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** A request's status as the staff lists show statuses: a badge, toned as the extension list's. */
export function requestStatusBadge(status: MembershipRequestStatus): StatusBadge {
  const label = REQUEST_STATUS_LABELS[status]
  if (status === 'approved') return { label, tone: 'success' }
  if (status === 'rejected') return { label, tone: 'danger' }
  return { label, tone: 'neutral' }
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

/**
 * The Approve modal's question (spec 3): the amount approving charges; a request paid at
 * checkout charges nothing more, and the question says so instead of naming a charge.
 */
export function approveQuestion(request: { chargeOnApproval: number }): string {
  return request.chargeOnApproval > 0
    ? MembershipMessages.approveConfirm(formatCents(request.chargeOnApproval))
    : MembershipScreenTexts.approvePaid
}

/** "MM/DD/YYYY to MM/DD/YYYY": a term's dates, under a label that says "Term". */
export function termRange(start: string, end: string): string {
  return `${formatDate(start)} to ${formatDate(end)}`
}

/** "Term: MM/DD/YYYY to MM/DD/YYYY", for a term shown without a label. */
export function termText(start: string, end: string): string {
  return MembershipScreenTexts.term(termRange(start, end))
}
