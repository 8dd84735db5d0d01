import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import {
  DashboardLinks,
  easternDay,
  MembershipMessages as M,
  membershipEnd,
  type MembershipOverview,
} from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, TextField } from '../../components/form/FormFields'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { MembershipTypeChoice } from './MembershipTypeChoice'
import { RequestNoticeAlert } from './RequestNoticeAlert'
import { TranscriptField } from './TranscriptField'
import { chosenType, EMPTY_JOIN_FORM, JOIN_FORM_FIELDS, joinFormSchema, toMembershipFormData } from './join-form'
import { useAddMembershipToCart, useMembership } from './membership-api'
import { MembershipScreenTexts, termText } from './membership-view'

/** /membership/get (spec 1 §2.8, §5): choose professional, student or emeritus and add it to the cart. */
export function GetMembershipPage() {
  const membership = useMembership()
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Join or renew your membership</Title>
      {membership.isPending && <PageLoader label="Loading the membership options..." />}
      {membership.isError && !membership.data && (
        <LoadError title="The membership options could not be loaded" query={membership} />
      )}
      {membership.data && <JoinForm overview={membership.data} />}
    </Stack>
  )
}

function JoinForm({ overview }: { overview: MembershipOverview }) {
  const { options } = overview
  const navigate = useNavigate()
  const schema = useMemo(() => joinFormSchema(options.types, easternDay()), [options.types])
  const addToCart = useAddMembershipToCart()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema,
    defaultValues: EMPTY_JOIN_FORM,
    fields: JOIN_FORM_FIELDS,
    submit: async (values) => {
      const chosen = chosenType(options.types, values.membershipId)
      // Not reached: the schema accepts only the id of one of these types.
      if (!chosen) throw new Error('The chosen membership is not offered.')
      return addToCart.mutateAsync(toMembershipFormData(values, chosen, options))
    },
    onSuccess: () => {
      toastSuccess(M.addedToCart)
      void navigate(DashboardLinks.cart)
    },
  })
  const membershipId = useWatch({ control: form.control, name: 'membershipId' })
  const type = chosenType(options.types, membershipId)

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <RequestNoticeAlert request={overview.latestMembershipRequest} />
        {options.blockedReason && (
          <Alert color="yellow" title={MembershipScreenTexts.blockedTitle} role="alert">
            {options.blockedReason}
          </Alert>
        )}
        <FormAlert messages={formMessages} />
        <MembershipTypeChoice control={form.control} types={options.types} />
        {type?.key === 'emeritus' && (
          <Stack gap="md" maw={480}>
            <TextField control={form.control} name="dateOfBirth" label="Date of Birth" type="date" required />
            <CheckboxField
              control={form.control}
              name="memberForTenYears"
              label="I have been a member for 10 consecutive years"
            />
          </Stack>
        )}
        {type?.key === 'student' && <TranscriptField control={form.control} />}
        {options.showWelcomeCall && (
          <CheckboxField control={form.control} name="isRequestingCall" label={M.welcomeCall} />
        )}
        <Text>{termText(options.nextStart, membershipEnd(options.nextStart))}</Text>
        <Group gap="md">
          <Button type="submit" loading={isPending} disabled={options.blockedReason !== null}>
            Add to Cart
          </Button>
          <Anchor component={Link} to="/">
            {M.noThankYou}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
