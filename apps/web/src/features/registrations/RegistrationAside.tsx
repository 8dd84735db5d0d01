import { Alert, Paper, Progress, Stack, Text } from '@mantine/core'
import type { Registration } from '@portal/contracts'
import { SafeHtml } from '../../components/SafeHtml'
import { latestReview } from './registration-view'

/**
 * The wizard's side panel (spec 2 §2.3): the certification's name, percent complete and the
 * latest review: a rejection as an error card, an approval with a message as a pre-approval card.
 */
export function RegistrationAside({ registration, percent }: { registration: Registration; percent: number }) {
  const review = latestReview(registration.reviews)
  return (
    <Stack gap="sm" mb="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text fw={700}>{registration.certification.name}</Text>
          <Progress value={percent} aria-label="Percent complete" size="md" />
          <Text size="sm">{`${String(percent)}% complete`}</Text>
        </Stack>
      </Paper>
      {review && !review.approved && (
        <Alert color="red" title="Changes needed" role="alert">
          {review.message ? (
            <SafeHtml html={review.message} fz="sm" />
          ) : (
            <Text size="sm">Your registration was returned for changes.</Text>
          )}
        </Alert>
      )}
      {review?.approved && review.message && (
        <Alert color="green" title="Pre-approval">
          <SafeHtml html={review.message} fz="sm" />
        </Alert>
      )}
    </Stack>
  )
}
