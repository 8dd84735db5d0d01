import { Button, Stack } from '@mantine/core'
import type { z } from 'zod'
import {
  AfcpeSettingsForm,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  TEXT_PREFERENCE_LABELS,
  TEXT_PREFERENCES,
  type Profile,
} from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField } from '../../components/form/FormFields'
import { CheckboxGroupField, RadioGroupField } from '../../components/form/GroupFields'
import { useServerForm } from '../../lib/use-server-form'
import { useUpdateProfile } from './profile-api'
import { ProfilePageFrame } from './ProfilePageFrame'

type AfcpeValues = z.input<typeof AfcpeSettingsForm>

const CONTACT_OPTIONS = CONTACT_METHODS.map((value) => ({ value: String(value), label: CONTACT_METHOD_LABELS[value] }))
const TEXT_OPTIONS = TEXT_PREFERENCES.map((value) => ({ value, label: TEXT_PREFERENCE_LABELS[value] }))

function afcpeValues(profile: Profile): AfcpeValues {
  return {
    contactMethod: String(profile.contactMethod),
    textPreferences: profile.textPreferences,
    mentorConnect: profile.mentorConnect,
    directoryConsent: profile.directoryConsent,
  }
}

/** AFCPE Settings (/edit-profile/afcpe): how the association reaches the person and what they join. */
export function AfcpeSettingsPage() {
  return (
    <ProfilePageFrame title="AFCPE Settings">
      {(profile) => <AfcpeSettingsFormSection profile={profile} />}
    </ProfilePageFrame>
  )
}

function AfcpeSettingsFormSection({ profile }: { profile: Profile }) {
  const update = useUpdateProfile()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: AfcpeSettingsForm,
    defaultValues: afcpeValues(profile),
    submit: (body) => update.mutateAsync({ body }),
    onSuccess: (updated, form) => form.reset(afcpeValues(updated)),
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="AFCPE settings">
      <Stack gap="lg">
        <FormAlert messages={formMessages} />
        <RadioGroupField
          control={form.control}
          name="contactMethod"
          label="Preferred Contact Method"
          options={CONTACT_OPTIONS}
        />
        <CheckboxGroupField
          control={form.control}
          name="textPreferences"
          label="Text Message Topics"
          description={
            profile.willText
              ? 'We text you about these topics, at most 4 messages a month.'
              : 'Opt in to text messages on Contact Info to receive texts about these topics.'
          }
          options={TEXT_OPTIONS}
          columns={2}
        />
        <CheckboxField
          control={form.control}
          name="mentorConnect"
          label="Mentor Connect: I would like to take part in the mentoring program"
        />
        <CheckboxField
          control={form.control}
          name="directoryConsent"
          label="List me in the member directory"
          description="Other members can then find your name, organization and contact details."
        />
        <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
          Save AFCPE Settings
        </Button>
      </Stack>
    </form>
  )
}
