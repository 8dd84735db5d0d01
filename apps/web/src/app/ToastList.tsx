/**
 * What draws the toasts, in a chunk of its own (see Toasts in App.tsx). They open at the bottom of
 * the screen: at the top they lay over the page's heading and its first actions (issue 25, item
 * 16: "Address added" over "Order summary", the members-only notice over "Become a Member").
 */
import { Notifications } from '@mantine/notifications'

export function ToastList() {
  return <Notifications position="bottom-right" />
}
