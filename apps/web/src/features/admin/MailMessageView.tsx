import { Alert, Box, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { adminRoutes } from '@portal/contracts'
import { PageLoader } from '../../components/PageLoader'
import { api } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/errors'

/** One outbox message: its headers and the plain-text body exactly as it was written. */
export function MailMessageView({ id }: { id: number }) {
  const {
    data: mail,
    error,
    isPending,
  } = useQuery({
    queryKey: ['admin', 'mail', id],
    queryFn: ({ signal }) => api(adminRoutes.getMail, { params: { id }, signal }),
  })
  if (isPending) return <PageLoader />
  if (error) {
    return (
      <Alert color="red" role="alert" title="This message could not be loaded">
        {errorMessage(error)}
      </Alert>
    )
  }
  return (
    <Stack gap="sm">
      <Text>
        <Text span fw={700}>
          Subject:
        </Text>{' '}
        {mail.subject}
      </Text>
      <Text>
        <Text span fw={700}>
          To:
        </Text>{' '}
        {mail.to}
      </Text>
      <Text>
        <Text span fw={700}>
          Created:
        </Text>{' '}
        {formatDateTime(mail.createdAt)}
      </Text>
      <Box
        component="pre"
        p="md"
        bg="gray.0"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', border: '1px solid var(--mantine-color-gray-3)' }}
        tabIndex={0}
        aria-label="Message text"
      >
        {mail.text}
      </Box>
    </Stack>
  )
}
