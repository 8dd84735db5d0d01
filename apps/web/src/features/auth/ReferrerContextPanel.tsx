import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { authRoutes, type ReferrerContext } from '@portal/contracts'
import { api } from '../../lib/api'
import { readReferrer } from '../../lib/referrer'

/**
 * Copy and video about the page the visitor was trying to open. It only adds context, so a
 * failure to load it shows nothing rather than getting in the way of signing in.
 */
export function useReferrerContext(): ReferrerContext | null {
  // Read once: the referrer only changes when a guard sends a visitor here.
  const [referrer] = useState(readReferrer)
  const { data } = useQuery({
    queryKey: ['referrer-context', referrer],
    queryFn: ({ signal }) => api(authRoutes.referrerContext, { query: { referrer: referrer ?? '' }, signal }),
    enabled: referrer !== null,
    staleTime: Infinity,
    retry: false,
  })
  return referrer !== null && data ? data : null
}

export function ReferrerContextPanel({ context }: { context: ReferrerContext }) {
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="referrer-context-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="referrer-context-title">
          {context.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{context.copy}</Text>
        {context.videoUrl && (
          <Anchor href={context.videoUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            Watch the video
          </Anchor>
        )}
      </Stack>
    </Paper>
  )
}
