/**
 * The portal's toasts: success in green, errors in red with the title 'Error'. Only what belongs
 * to no form field is toasted (field errors go on their fields). The close button is named in
 * the theme.
 *
 * A toast belongs to the page it was shown on, or to the page its action led to when it was
 * shown in the same turn as the navigation (a "Success" followed by the return to a list, a
 * members-only notice followed by the membership page); a later navigation closes it (issue 25,
 * item 16), so no toast of an earlier page lies over the next one.
 */
import { notifications } from '@mantine/notifications'

/** The history entry's key, as React Router's location.key ('default' for the first entry). */
function currentPageKey(): string {
  const state = window.history.state as { key?: unknown } | null
  return typeof state?.key === 'string' ? state.key : 'default'
}

/** Each open toast's page; undefined until the turn that showed it has ended. */
const pageOfToast = new Map<string, string | undefined>()

function show(options: Parameters<typeof notifications.show>[0]): void {
  const id = notifications.show({ ...options, onClose: () => pageOfToast.delete(id) })
  pageOfToast.set(id, undefined)
  setTimeout(() => {
    if (pageOfToast.has(id)) pageOfToast.set(id, currentPageKey())
  }, 0)
}

export function toastSuccess(message: string): void {
  show({ color: 'green', message })
}

export function toastError(message: string, title = 'Error'): void {
  show({ color: 'red', title, message })
}

/** A notice that is not a failure (the way to something the person may not open yet). */
export function toastNotice(message: string): void {
  show({ color: 'blue', message })
}

/** Called on each navigation: the toasts of other pages close. */
export function keepToastsOfPage(pageKey: string): void {
  for (const [id, page] of pageOfToast) {
    // A toast whose turn has not ended was shown just now, for the page being opened.
    if ((page ?? currentPageKey()) === pageKey) continue
    pageOfToast.delete(id)
    notifications.hide(id)
  }
}

/** Closes every toast: after a checkout, what they said about the cart ("... is in your cart") is over. */
export function clearToasts(): void {
  pageOfToast.clear()
  notifications.clean()
}
