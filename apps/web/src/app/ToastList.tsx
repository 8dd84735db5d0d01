/** What draws the toasts, in a chunk of its own (see Toasts in App.tsx). */
import { Notifications } from '@mantine/notifications'
import classes from './toasts.module.css'

export function ToastList() {
  return <Notifications position="top-right" classNames={{ root: classes.toasts }} />
}
