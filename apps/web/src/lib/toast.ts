/**
 * The portal's toasts: success in green, errors in red with the title 'Error'. Only what belongs
 * to no form field is toasted (field errors go on their fields). The close button is named in
 * the theme.
 */
import { notifications } from '@mantine/notifications'

export function toastSuccess(message: string): void {
  notifications.show({ color: 'green', message })
}

export function toastError(message: string, title = 'Error'): void {
  notifications.show({ color: 'red', title, message })
}

/** Closes every toast: after a checkout, what they said about the cart ("... is in your cart") is over. */
export function clearToasts(): void {
  notifications.clean()
}
