import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useParams } from 'react-router'
import {
  formatDate,
  formatHours,
  ValidationMessages as V,
  VerifierParams,
  type OpenVerifierView,
} from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField } from '../../components/form/FormFields'
import { TextareaField } from '../../components/form/TextareaField'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { isApiError, serverMessageOr } from '../../lib/errors'
import { useServerForm } from '../../lib/use-server-form'
import { useSubmitVerification, useVerification } from './experience-api'
import { VERIFICATION_FORM_FIELDS, verificationFormDefaults, VerificationFormSchema } from './verification-form'

const VerificationTexts = {
  title: 'Experience Verification',
  loading: 'Loading the verification...',
  loadFailed: 'The verification could not be loaded',
  intro: (candidate: string, certification: string) =>
    `${candidate} listed you as the supervisor of the experience below, logged toward the ${certification} certification. Please confirm the dates and hours, or correct them, and sign.`,
  entries: 'Experience to verify',
  form: 'Your verification',
  submit: 'Submit Verification',
  comments: 'Comments',
} as const
const T = VerificationTexts

const isTokenShaped = (token: string) => VerifierParams.shape.token.safeParse(token).success

/**
 * /experience-verification/:token (public; no account: the link is the credential): what the
 * candidate logged under this supervisor, and the form to confirm or correct the dates and hours,
 * comment and sign. A used, expired or unknown link says which (decision 0014).
 */
export function VerificationPage() {
  const { token = '' } = useParams()
  const isWellFormed = isTokenShaped(token)
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{T.title}</Title>
      {isWellFormed ? <Verification token={token} /> : <Text>{V.linkUnknown}</Text>}
    </Stack>
  )
}

function Verification({ token }: { token: string }) {
  const view = useVerification(token)
  const [isSubmitted, setSubmitted] = useState(false)
  const isUnknown = isApiError(view.error) && (view.error.status === 404 || view.error.status === 422)

  if (isSubmitted) {
    return (
      <Alert color="green" role="status">
        {V.thanks}
      </Alert>
    )
  }
  if (isUnknown) return <Text>{V.linkUnknown}</Text>
  if (view.isPending) return <PageLoader label={T.loading} />
  if (!view.data) return <LoadError title={T.loadFailed} query={view} />
  if (view.data.state === 'used') return <Text>{V.linkUsed}</Text>
  if (view.data.state === 'expired') return <Text>{V.linkExpired}</Text>
  return <OpenVerification token={token} view={view.data} onSubmitted={() => setSubmitted(true)} />
}

function SentEntries({ view }: { view: OpenVerifierView }) {
  const headingId = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {T.entries}
      </Title>
      {view.experiences.map((entry, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Title order={3} size="h4" mb="xs">
            {entry.organization}
          </Title>
          <ValueTable verticalSpacing={4}>
            {entry.title && <ValueRow label="Title">{entry.title}</ValueRow>}
            <ValueRow label="Service Type">{entry.serviceType}</ValueRow>
            <ValueRow label="Dates">{`${formatDate(entry.startDate)} – ${formatDate(entry.endDate)}`}</ValueRow>
            <ValueRow label="Hours">{formatHours(entry.hours)}</ValueRow>
            <ValueRow label="Description">{entry.description}</ValueRow>
          </ValueTable>
        </Card>
      ))}
    </Stack>
  )
}

function OpenVerification({
  token,
  view,
  onSubmitted,
}: {
  token: string
  view: OpenVerifierView
  onSubmitted: () => void
}) {
  const submit = useSubmitVerification(token)
  const verification = useServerForm({
    schema: VerificationFormSchema,
    defaultValues: verificationFormDefaults(view),
    fields: VERIFICATION_FORM_FIELDS,
    submit: (body) => submit.mutateAsync(body),
    onSuccess: onSubmitted,
    onError: (error) => {
      // Signed meanwhile (another tab) or expired since the page opened: the server says which.
      if (isApiError(error) && error.status === 409) verification.setFormMessages([serverMessageOr(error, V.linkUsed)])
    },
  })
  const { form } = verification
  const headingId = useId()

  return (
    <Stack gap="xl">
      <Text>{T.intro(view.candidate, view.certification)}</Text>
      <SentEntries view={view} />
      <form onSubmit={verification.onSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {T.form}
          </Title>
          <FormAlert messages={verification.formMessages} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField control={form.control} name="start" label="Start Date" type="date" required />
            <TextField control={form.control} name="end" label="End Date" type="date" required />
          </SimpleGrid>
          <TextField
            control={form.control}
            name="hours"
            label="Hours"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
            maw={240}
          />
          <TextareaField
            control={form.control}
            name="comments"
            label={T.comments}
            description="Optional"
            maxLength={5000}
            minRows={3}
          />
          <TextField control={form.control} name="signature" label={V.signatureLabel} autoComplete="name" required />
          <div>
            <Button type="submit" loading={verification.isPending}>
              {T.submit}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  )
}
