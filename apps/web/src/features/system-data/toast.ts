import { notifications } from '@mantine/notifications'

/** A toast whose close button has an accessible name. */
export function toast(message: string, options: { color?: 'green' | 'red'; title?: string } = {}) {
  notifications.show({
    color: options.color ?? 'green',
    title: options.title,
    message,
    closeButtonProps: { 'aria-label': 'Close' },
  })
}
