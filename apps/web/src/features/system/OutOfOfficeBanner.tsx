import { Alert } from '@mantine/core'
import { easternDay, formatDate } from '@portal/contracts'
import { useRuntimeConfig } from '../../lib/runtime-config'

/** True on the US Eastern days from `startsOn` to `endsOn`, both included (days are YYYY-MM-DD). */
export function isOutOfOffice(window: { startsOn: string; endsOn: string } | null, today = easternDay()): boolean {
  return window !== null && window.startsOn <= today && today <= window.endsOn
}

/** The out-of-office banner (spec 1 §2.3), shown between the configured dates. */
export function OutOfOfficeBanner() {
  const { outOfOffice } = useRuntimeConfig()
  if (!outOfOffice || !isOutOfOffice(outOfOffice)) return null
  return (
    <section aria-label="Out of office">
      <Alert
        color="yellow"
        variant="light"
        title="Our office is closed"
        mb="md"
        // Yellow text fails contrast on the light background; the title reads in near-black.
        styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
      >
        {outOfOffice.message} We will be back after {formatDate(outOfOffice.endsOn)}.
      </Alert>
    </section>
  )
}
