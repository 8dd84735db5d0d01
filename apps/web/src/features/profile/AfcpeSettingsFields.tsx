/**
 * The AFCPE Settings fields, shared by the edit-profile page and the certification's
 * post-registration wizard (each with its own form and save).
 */
import type { UseFormReturn } from 'react-hook-form'
import {
  AfcpeSettingsForm,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  TEXT_PREFERENCE_LABELS,
  TEXT_PREFERENCES,
  type Profile,
  type z,
} from '@portal/contracts'
import { CheckboxField } from '../../components/form/FormFields'
import { CheckboxGroupField, RadioGroupField } from '../../components/form/GroupFields'

export type AfcpeValues = z.input<typeof AfcpeSettingsForm>
/** A form over the AFCPE Settings fields (a `useServerForm` of `AfcpeSettingsForm`). */
export type AfcpeSettingsFormState = UseFormReturn<AfcpeValues, unknown, z.output<typeof AfcpeSettingsForm>>

const CONTACT_OPTIONS = CONTACT_METHODS.map((value) => ({ value: String(value), label: CONTACT_METHOD_LABELS[value] }))
const TEXT_OPTIONS = TEXT_PREFERENCES.map((value) => ({ value, label: TEXT_PREFERENCE_LABELS[value] }))

/** The form's values for a profile. */
export function afcpeValues(profile: Profile): AfcpeValues {
  return {
    contactMethod: String(profile.contactMethod),
    textPreferences: profile.textPreferences,
    mentorConnect: profile.mentorConnect,
    directoryConsent: profile.directoryConsent,
  }
}

/** The AFCPE Settings fields, for a form that lays them out in a column (`Stack`). */
export function AfcpeSettingsFields({ form, profile }: { form: AfcpeSettingsFormState; profile: Profile }) {
  return (
    <>
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
    </>
  )
}
