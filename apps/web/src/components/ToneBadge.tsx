import { Badge } from '@mantine/core'
import type { BadgeTone, StatusBadge } from '@portal/contracts'

/** Dark enough for white badge text (WCAG AA 4.5:1 at badge size); Mantine's green.9 and orange.9 are not. */
const TONE_COLORS: Record<BadgeTone, string> = {
  success: '#1b5e20',
  warning: '#8a4b00',
  danger: 'red.9',
  info: 'blue.9',
  neutral: 'gray.7',
}

/** A status the server worded and toned (a membership, a credential): filled when it is the main one. */
export function ToneBadge({ badge, isPrimary = true }: { badge: StatusBadge; isPrimary?: boolean }) {
  return (
    <Badge color={TONE_COLORS[badge.tone]} variant={isPrimary ? 'filled' : 'outline'}>
      {badge.label}
    </Badge>
  )
}
