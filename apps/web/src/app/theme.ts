import { Badge, Notification, createTheme, type CSSVariablesResolver } from '@mantine/core'
import badgeClasses from './badge.module.css'

/**
 * Colors are chosen for WCAG AA contrast on white: Mantine's default blue-6 buttons, red-6 error
 * text, gray-6 "dimmed" text and gray-5 placeholders are all below 4.5:1.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // System fonts only: the CSP allows no external font host.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  components: {
    Badge: Badge.extend({ classNames: { root: badgeClasses.root, label: badgeClasses.label } }),
    // Every toast's close button gets a name, whoever shows the toast; its text under a title is
    // black, not Mantine's gray-6 (3.3:1 on white).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-black)' } },
    }),
  },
})

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    // Text of light-variant alerts and badges sits on a tinted background: darken it for 4.5:1.
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    // Mantine's yellow-light text (an alert's title) is 2.7:1 on its own background: dark amber.
    '--mantine-color-yellow-light-color': '#6b3f00',
    // The hover tint of light buttons and nav links: lighter, so blue-9 text keeps 4.5:1.
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-0)',
  },
  dark: {},
})
