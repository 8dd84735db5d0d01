import { useState } from 'react'
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useController, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { authRoutes, FOOTER_LINKS, REFERRAL_OPTIONS, RegisterBody } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField, NewPasswordFields } from '../../components/form/FormFields'
import { api } from '../../lib/api'
import { useRuntimeConfig } from '../../lib/runtime-config'
import { useServerForm } from '../../lib/use-server-form'
import { Captcha } from './captcha/Captcha'

const TERMS_URL =
  FOOTER_LINKS.find((link) => link.label === 'Terms of Use')?.href ?? 'https://www.afcpe.org/terms-of-use/'

/**
 * Create an account (spec 1, 2.1 and 5). The form validates with the contract's RegisterBody,
 * so the client shows exactly the messages the server would send. The account is created from
 * the link mailed to the address (decision 0010), so the page then says to check the e-mail.
 */
export function RegisterPage() {
  const config = useRuntimeConfig()
  // A captcha token is single-use: after a failed attempt the widget starts over.
  const [captchaRound, setCaptchaRound] = useState(0)

  const createAccount = useServerForm({
    schema: RegisterBody,
    defaultValues: {
      firstName: '',
      middleName: '',
      lastName: '',
      email: '',
      cellPhone: '',
      password: '',
      passwordConfirmation: '',
      willText: false,
      agreeTos: false,
      referral: undefined,
      referralOther: '',
      mailing_opt_in: false,
      captcha: '',
    },
    submit: (body) => api(authRoutes.register, { body }),
    onError: (_error, { form }) => {
      form.setValue('captcha', '')
      setCaptchaRound((round) => round + 1)
    },
  })
  const { form, onSubmit, formMessages, isPending } = createAccount
  const referral = useWatch({ control: form.control, name: 'referral' })
  const captcha = useController({ control: form.control, name: 'captcha' })

  if (createAccount.data) {
    return (
      <Stack gap="lg">
        <Title order={1}>Create an account</Title>
        <Alert color="green" role="status" title="Check your email">
          {createAccount.data.message}
        </Alert>
        <Text>
          The link works for 24 hours. If the email does not arrive within a few minutes, check your spam folder.
        </Text>
        <Anchor component={Link} to="/login">
          Back to log in
        </Anchor>
      </Stack>
    )
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Create an account</Title>
      <Text>All fields are required unless marked optional.</Text>
      <FormAlert messages={formMessages} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField control={form.control} name="firstName" label="First Name" autoComplete="given-name" required />
          <TextField
            control={form.control}
            name="middleName"
            label="Middle Name"
            description="Optional"
            autoComplete="additional-name"
          />
          <TextField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" required />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
          <TextField
            control={form.control}
            name="cellPhone"
            label="Cell Phone"
            description="Optional, unless you would like to receive text messages. 10 digits, e.g. 555-123-4567."
            type="tel"
            autoComplete="tel-national"
          />
          <NewPasswordFields control={form.control} />
          <CheckboxField control={form.control} name="willText" label="I would like to receive text messages" />
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
          <CheckboxField control={form.control} name="mailing_opt_in" label="Send me AFCPE news and updates" />
          <SelectField
            control={form.control}
            name="referral"
            label="How did you hear about us?"
            description="Optional"
            options={REFERRAL_OPTIONS}
          />
          {referral === 'other' && (
            <TextField control={form.control} name="referralOther" label="Please specify" required />
          )}
          <Captcha
            key={captchaRound}
            config={config.captcha}
            onChange={(token) => captcha.field.onChange(token)}
            error={captcha.fieldState.error?.message}
            focusRef={captcha.field.ref}
          />
          <Button type="submit" loading={isPending} fullWidth>
            Create Account
          </Button>
        </Stack>
      </form>
      <Text>
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Text>
    </Stack>
  )
}
