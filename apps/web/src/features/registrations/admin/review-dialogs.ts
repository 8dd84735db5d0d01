/**
 * The registration review's dialogs, each downloaded when staff open it rather than with the page:
 * the forms bring react-hook-form and the decisions their schemas (DecisionModal then downloads
 * its dialog and the canned-messages picker). Rendered inside a <Suspense> of their own, so that
 * the page stays as it is while one downloads. (The exam and experience cards' dialogs are
 * downloaded the same way, by their own features.)
 */
import { lazy } from 'react'

export const ApproveRegistrationModal = lazy(() =>
  import('./ApproveRegistrationModal').then((m) => ({ default: m.ApproveRegistrationModal })),
)
export const RejectRegistrationModal = lazy(() =>
  import('./RejectRegistrationModal').then((m) => ({ default: m.RejectRegistrationModal })),
)
export const EditRegistrationModal = lazy(() =>
  import('./EditRegistrationModal').then((m) => ({ default: m.EditRegistrationModal })),
)
export const LineItemPriceModal = lazy(() =>
  import('./LineItemPriceModal').then((m) => ({ default: m.LineItemPriceModal })),
)
