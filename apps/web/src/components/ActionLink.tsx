/**
 * A link the server gave (a card's action, a certificate, a study resource): a router link for a
 * portal path (or an address of this site), a new tab for another site, said to screen readers.
 * As a button its label wraps, so a long certification name never sticks out of a phone screen.
 */
import { Anchor, Button, VisuallyHidden } from '@mantine/core'
import type { CardAction } from '@portal/contracts'
import { Link } from 'react-router'

export const isPortalPath = (to: string) => to.startsWith('/') && !to.startsWith('//')

const NEW_TAB = ' (opens in a new tab)'

/** The portal path a link leads to, or null for another site. */
function portalPathOf(to: string): string | null {
  if (isPortalPath(to)) return to
  try {
    const url = new URL(to)
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

type Variant = 'filled' | 'outline' | 'light' | 'default'

/** A button whose label wraps instead of overflowing (a long label on a phone). */
export const WRAPPING = {
  root: { height: 'auto', paddingTop: 8, paddingBottom: 8, maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 },
} as const

export function ActionLink({
  action,
  asButton = false,
  variant = 'filled',
}: {
  action: CardAction
  asButton?: boolean
  variant?: Variant
}) {
  const path = portalPathOf(action.to)
  if (path !== null) {
    return asButton ? (
      <Button component={Link} to={path} variant={variant} size="sm" styles={WRAPPING}>
        {action.label}
      </Button>
    ) : (
      <Anchor component={Link} to={path} size="sm">
        {action.label}
      </Anchor>
    )
  }
  return <ExternalLink href={action.to} label={action.label} asButton={asButton} variant={variant} />
}

/** A card's action shown as a button. */
export function ActionButton({ action, variant = 'filled' }: { action: CardAction; variant?: Variant }) {
  return <ActionLink action={action} asButton variant={variant} />
}

/** Opens another site in a new tab, and says so to a screen reader. */
export function ExternalLink({
  href,
  label,
  asButton = false,
  variant = 'filled',
}: {
  href: string
  label: string
  asButton?: boolean
  variant?: Variant
}) {
  const content = (
    <>
      {label}
      <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
    </>
  )
  return asButton ? (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      size="sm"
      styles={WRAPPING}
    >
      {content}
    </Button>
  ) : (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {content}
    </Anchor>
  )
}
