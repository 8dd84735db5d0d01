import { Alert, Paper, Progress, Stack, Text } from '@mantine/core'
import type { PostRegistrationView } from '@portal/contracts'
import { SafeHtml } from '../../components/SafeHtml'

/**
 * The post-registration wizard's side panel (spec 2 §2.3): the certification's name, percent
 * complete and, when staff sent the final application back, their message as an error card.
 */
export function PostRegistrationAside({ view, percent }: { view: PostRegistrationView; percent: number }) {
  const { rejection } = view
  const stepTitle = rejection ? view.steps.find((step) => step.key === rejection.step)?.title : undefined
  return (
    <Stack gap="sm" mb="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text fw={700}>{view.certification.name}</Text>
          <Progress value={percent} aria-label="Percent complete" size="md" />
          <Text size="sm">{`${String(percent)}% complete`}</Text>
        </Stack>
      </Paper>
      {rejection && (
        <Alert color="red" title="Changes needed" role="alert">
          <Stack gap={6}>
            {rejection.message ? (
              <SafeHtml html={rejection.message} fz="sm" />
            ) : (
              <Text size="sm">Your final application was returned for changes.</Text>
            )}
            {stepTitle && <Text size="sm">{`Please review the step: ${stepTitle}.`}</Text>}
          </Stack>
        </Alert>
      )}
    </Stack>
  )
}
