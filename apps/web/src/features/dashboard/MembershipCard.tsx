import { Group, Stack, Text } from '@mantine/core'
import type { MembershipCard as Card } from '@portal/contracts'
import { ToneBadge } from '../../components/ToneBadge'
import { ActionButton } from '../../components/ActionLink'
import { MessageVariant } from './dashboard-ui'

/** The Membership card: active, in the cart, under review, or not a member (spec 1 §2.4). */
export function MembershipCardBody({ card }: { card: Card }) {
  switch (card.variant) {
    case 'active':
      return (
        <Stack gap="sm" data-variant="active">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{card.name}</Text>
            <ToneBadge badge={{ label: card.standing, tone: card.isExpiringSoon ? 'warning' : 'success' }} />
          </Group>
          <Text size="sm">Valid Through {card.validThrough}</Text>
          {card.renew && (
            <div>
              <ActionButton action={card.renew} />
            </div>
          )}
        </Stack>
      )
    case 'cart':
      return <MessageVariant variant="cart" name={card.name} message={card.message} action={card.action} />
    case 'review':
      return <MessageVariant variant="review" name={card.name} message={card.message} />
    case 'none':
      return (
        <Stack gap="sm" data-variant="none">
          <Text size="sm">{card.message}</Text>
          <div>
            <ActionButton action={card.action} />
          </div>
        </Stack>
      )
  }
}
