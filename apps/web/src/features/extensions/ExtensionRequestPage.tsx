import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useId, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import {
  ExtensionMessages as M,
  formatCents,
  formatDate,
  type ExtensionPage,
  type UserExtension,
} from '@portal/contracts'
import { ActionLink } from '../../components/ActionLink'
import { FormAlert } from '../../components/form/FormAlert'
import { SelectField, TextField } from '../../components/form/FormFields'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { ResponsiveTable } from '../../components/ResponsiveTable'
import { ToneBadge } from '../../components/ToneBadge'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { useExtensionPage, useRequestExtension } from './extension-api'
import { EXTENSION_FORM_FIELDS, extensionFormDefaults, extensionFormSchema } from './extension-form'
import {
  ExtensionPaths,
  ExtensionScreenTexts as T,
  programDescription,
  programKey,
  programLabel,
  stateBadge,
} from './extension-view'

/**
 * /certifications-and-training/extensions/request, 'File an extension' (spec 2 §2.9, §4, §5):
 * the programs that may be extended now, the form that puts a request in the cart, and the
 * user's requests with their states.
 */
export function ExtensionRequestPage() {
  const page = useExtensionPage()
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{M.pageTitle}</Title>
      {page.isPending && <PageLoader label="Loading your programs..." />}
      {page.isError && !page.data && <LoadError title="Your programs could not be loaded" query={page} />}
      {page.data && <ExtensionRequest page={page.data} />}
    </Stack>
  )
}

function ExtensionRequest({ page }: { page: ExtensionPage }) {
  return (
    <Stack gap="lg">
      <Text>{M.intro}</Text>
      {page.programs.length === 0 ? (
        <Alert color="blue" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{M.noneAvailable}</Text>
            <Anchor component={Link} to={ExtensionPaths.certification} size="sm">
              {T.backToCertification}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <RequestForm page={page} />
      )}
      {page.requests.length > 0 && <RequestList requests={page.requests} />}
    </Stack>
  )
}

function RequestForm({ page }: { page: ExtensionPage }) {
  const { programs } = page
  const navigate = useNavigate()
  const request = useRequestExtension()
  const schema = useMemo(() => extensionFormSchema(programs), [programs])
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema,
    defaultValues: extensionFormDefaults(programs),
    fields: EXTENSION_FORM_FIELDS,
    submit: (body) => request.mutateAsync(body),
    onSuccess: () => {
      toastSuccess(T.addedToCart)
      void navigate(ExtensionPaths.cart)
    },
  })
  const chosenKey = useWatch({ control: form.control, name: 'program' })
  const chosen = programs.find((program) => programKey(program) === chosenKey)

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md" maw={560}>
          <FormAlert messages={formMessages} />
          <SelectField
            control={form.control}
            name="program"
            label={M.program}
            emptyLabel={M.chooseProgram}
            options={programs.map((program) => ({ value: programKey(program), label: programLabel(program) }))}
            description={chosen ? programDescription(chosen) : T.programHint}
            required
          />
          <TextField
            control={form.control}
            name="completedHours"
            label={M.completedHours}
            description={T.completedHoursHint}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
          />
          <TextField control={form.control} name="signature" label={M.signature} autoComplete="name" required />
          <Text size="sm">{T.fee(formatCents(page.feeCents))}</Text>
          <Group>
            <Button type="submit" loading={isPending}>
              {M.addToCart}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

function RequestState({ request }: { request: UserExtension }) {
  return (
    <Group gap="xs" wrap="wrap">
      <ToneBadge badge={stateBadge(request.state)} />
      {request.state === 'in_cart' && <ActionLink action={{ label: M.viewInCart, to: ExtensionPaths.cart }} />}
      {request.state === 'approved' && request.extendedUntil && (
        <Text size="sm">{`New date ${formatDate(request.extendedUntil)}`}</Text>
      )}
      {request.state === 'rejected' && request.decisionMessage && (
        <Text size="sm">{`${M.reason} ${request.decisionMessage}`}</Text>
      )}
    </Group>
  )
}

function RequestList({ requests }: { requests: readonly UserExtension[] }) {
  const headingId = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {T.requestsTitle}
      </Title>
      <ResponsiveTable
        labelledBy={headingId}
        rows={requests}
        getRowKey={(request) => request.id}
        columns={[
          { header: 'Type', cell: (request) => request.typeLabel },
          { header: 'Program', cell: (request) => request.program },
          {
            header: T.submitted,
            cell: (request) => (request.submittedAt ? formatDate(request.submittedAt) : T.notSubmitted),
          },
          { header: 'Status', cell: (request) => <RequestState request={request} /> },
        ]}
      />
    </Stack>
  )
}
