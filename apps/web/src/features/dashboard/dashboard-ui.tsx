/** The pieces every dashboard card shares: its frame, its states and its actions. */
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { CardAction } from '@portal/contracts'
import { useId, type ReactNode } from 'react'
import { ActionButton } from '../../components/ActionLink'
import { errorMessage } from '../../lib/errors'

export function DashboardCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const headingId = useId()
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Stack gap="sm" style={{ flex: 1 }}>
          {children}
        </Stack>
        {footer && <Group gap="sm">{footer}</Group>}
      </Stack>
    </Card>
  )
}

export function CardLoading({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={14} width="70%" />
      <Skeleton height={14} width="90%" />
      <Skeleton height={14} width="50%" />
    </Stack>
  )
}

export function CardError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      {errorMessage(error)}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}

/** A card variant that is a name, a message and at most one action (in cart, in review, expired). */
export function MessageVariant({
  variant,
  name,
  message,
  action,
  actionVariant,
  detail,
}: {
  variant: string
  name: string
  message: string
  action?: CardAction | null
  actionVariant?: 'filled' | 'outline' | 'light'
  /** The reviewer's words under the message (a send-back's message, the reason of a refusal). */
  detail?: string | null
}) {
  return (
    <Stack gap="sm" data-variant={variant}>
      <Text fw={700}>{name}</Text>
      <Text size="sm">{message}</Text>
      {detail && (
        <Text size="sm" fs="italic">
          {detail}
        </Text>
      )}
      {action && (
        <div>
          <ActionButton action={action} variant={actionVariant} />
        </div>
      )}
    </Stack>
  )
}
