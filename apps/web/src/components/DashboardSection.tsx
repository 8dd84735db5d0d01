import { Card, Stack, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

/** A titled card of a page (the certification dashboard's sections): a section named by its level-2 heading. */
export function DashboardSection({
  title,
  children,
  headingId,
}: {
  title: ReactNode
  children: ReactNode
  /** The heading's id when something else (a table) is named by it. */
  headingId?: string
}) {
  const ownId = useId()
  const id = headingId ?? ownId
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}
