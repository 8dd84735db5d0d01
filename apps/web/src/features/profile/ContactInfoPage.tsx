import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  ContactInfoForm,
  FOOTER_LINKS,
  formatPhone,
  GENDER_LABELS,
  GENDERS,
  type Profile,
  type z,
} from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField } from '../../components/form/FormFields'
import { useServerForm } from '../../lib/use-server-form'
import { AddressesSection } from './AddressesSection'
import { AvatarSection } from './AvatarSection'
import { useUpdateProfile } from './profile-api'
import { ProfilePageFrame } from './ProfilePageFrame'

const TERMS_URL =
  FOOTER_LINKS.find((link) => link.label === 'Terms of Use')?.href ?? 'https://www.afcpe.org/terms-of-use/'

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))

type ContactValues = z.input<typeof ContactInfoForm>

function contactValues(profile: Profile): ContactValues {
  return {
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    suffix: profile.suffix ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    gender: profile.gender ?? undefined,
    ethnicity: profile.ethnicity ?? '',
    website: profile.website ?? '',
    cellPhone: formatPhone(profile.cellPhone),
    homePhone: formatPhone(profile.homePhone),
    workPhone: formatPhone(profile.workPhone),
    willText: profile.willText,
    agreeTos: profile.agreeTos,
  }
}

/** Contact Info (/edit-profile): names, personal details, phones, text messages and addresses. */
export function ContactInfoPage() {
  return (
    <ProfilePageFrame title="Contact Info" intro="Fields are optional unless marked required.">
      {(profile) => (
        <>
          <AvatarSection profile={profile} />
          <ContactInfoFormSection profile={profile} />
          <AddressesSection profile={profile} />
        </>
      )}
    </ProfilePageFrame>
  )
}

function ContactInfoFormSection({ profile }: { profile: Profile }) {
  const update = useUpdateProfile()
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: ContactInfoForm,
    defaultValues: contactValues(profile),
    submit: (body) => update.mutateAsync({ body }),
    onSuccess: (updated, form) => form.reset(contactValues(updated)),
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact info">
      <Stack gap="md">
        <FormAlert messages={formMessages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            control={form.control}
            name="firstName"
            label="First Name"
            description="Required"
            autoComplete="given-name"
            required
          />
          <TextField control={form.control} name="middleName" label="Middle Name" autoComplete="additional-name" />
          <TextField
            control={form.control}
            name="lastName"
            label="Last Name"
            description="Required"
            autoComplete="family-name"
            required
          />
          <TextField control={form.control} name="suffix" label="Suffix" autoComplete="honorific-suffix" />
          <TextField control={form.control} name="dateOfBirth" label="Date of Birth" type="date" autoComplete="bday" />
          <SelectField control={form.control} name="gender" label="Gender" options={GENDER_OPTIONS} />
          <TextField control={form.control} name="ethnicity" label="Ethnicity" />
          <TextField
            control={form.control}
            name="website"
            label="Website"
            type="url"
            autoComplete="url"
            description="e.g. https://www.example.org"
          />
        </SimpleGrid>

        <Title order={2} size="h3" mt="sm">
          Phone numbers
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField
            control={form.control}
            name="cellPhone"
            label="Cell Phone"
            type="tel"
            autoComplete="tel-national"
            description="10 digits"
          />
          <TextField control={form.control} name="homePhone" label="Home Phone" type="tel" description="10 digits" />
          <TextField control={form.control} name="workPhone" label="Work Phone" type="tel" description="10 digits" />
        </SimpleGrid>
        <CheckboxField
          control={form.control}
          name="willText"
          label="I would like to receive text messages"
          description="At most 4 messages a month, sent to your cell phone."
        />
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
        <Group>
          <Button type="submit" loading={isPending}>
            Save Contact Info
          </Button>
          {form.formState.isDirty && !isPending && (
            <Text size="sm" c="dimmed">
              You have unsaved changes.
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  )
}
