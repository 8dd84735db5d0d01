import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { FOOTER_LINKS, formatPhone, OptInBody, OptInMessages, optInRoutes } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, TextField } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { CURRENT_USER_KEY } from '../../lib/query-keys'
import { useCurrentUser } from '../../lib/session'
import { useServerForm } from '../../lib/use-server-form'

const TERMS_URL =
  FOOTER_LINKS.find((link) => link.label === 'Terms of Use')?.href ?? 'https://www.afcpe.org/terms-of-use/'

/** Text-message opt-in (spec 1 §2.7): tick the box, agree to the terms, give a cell phone. */
export function OptInPage() {
  const user = useCurrentUser().data
  const queryClient = useQueryClient()
  const optIn = useServerForm({
    schema: OptInBody,
    defaultValues: { willText: false, agreeTos: false, cellPhone: formatPhone(user?.cellPhone ?? null) },
    submit: (body) => api(optInRoutes.optInToTexts, { body }),
    onSuccess: (updated) => queryClient.setQueryData(CURRENT_USER_KEY, updated),
  })
  const { form, onSubmit, formMessages } = optIn

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Text messages</Title>
      {optIn.isSuccess ? (
        <Alert color="green" title="Opted in" role="status">
          {OptInMessages.success}
        </Alert>
      ) : (
        <>
          <Text>
            Get reminders about renewals, CEU deadlines and events by text. We send at most 4 messages a month. Message
            and data rates may apply; reply STOP to cancel at any time.
          </Text>
          {user?.willText && (
            <Text>
              You already receive text messages at {formatPhone(user.cellPhone)}. Opt in again to change the number.
            </Text>
          )}
          <FormAlert messages={formMessages} />
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <CheckboxField control={form.control} name="willText" label="Yes, send me text messages" />
              <CheckboxField
                control={form.control}
                name="agreeTos"
                label={
                  <>
                    I agree to the{' '}
                    <Anchor href={TERMS_URL} target="_blank" rel="noopener noreferrer" inherit>
                      terms of service
                    </Anchor>
                  </>
                }
              />
              <TextField
                control={form.control}
                name="cellPhone"
                label="Cell Phone"
                description="10 digits, e.g. 555-123-4567."
                type="tel"
                autoComplete="tel-national"
                required
              />
              <Button type="submit" loading={optIn.isPending}>
                Opt In
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  )
}
