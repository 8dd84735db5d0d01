import { Alert, Stack, Text } from '@mantine/core'
import type { DeadlineBanner } from '@portal/contracts'
import { ActionLink } from '../../components/ActionLink'

const TONE_COLORS: Record<DeadlineBanner['tone'], string> = { warning: 'yellow', danger: 'red' }

/**
 * The deadline or CEU lapse banner (spec 2 §4): within 90 days of the date it warns (yellow);
 * past it, it says the registration expired or the certification lapsed (red). Its action files
 * an extension, or leads to the one waiting in the cart.
 */
export function DeadlineBannerAlert({ banner }: { banner: DeadlineBanner }) {
  return (
    <Alert color={TONE_COLORS[banner.tone]} variant="light" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{banner.message}</Text>
        {banner.action && <ActionLink action={banner.action} asButton variant="light" />}
      </Stack>
    </Alert>
  )
}
