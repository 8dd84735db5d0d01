import { Alert, Button, SimpleGrid, Stack } from '@mantine/core'
import { BIOGRAPHY_MAX_LENGTH, ProfileMessages, SocialDetailsForm, type Profile, type z } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextField } from '../../components/form/FormFields'
import { TextareaField } from '../../components/form/TextareaField'
import { useServerForm } from '../../lib/use-server-form'
import { useUpdateProfile } from './profile-api'
import { ProfilePageFrame } from './ProfilePageFrame'

type SocialValues = z.input<typeof SocialDetailsForm>

function socialValues(profile: Profile): SocialValues {
  return {
    publicBio: profile.publicBio ?? '',
    memberBio: profile.memberBio ?? '',
    twitterHandle: profile.twitterHandle ? `@${profile.twitterHandle}` : '',
    instagramProfile: profile.instagramProfile ?? '',
    linkedinProfile: profile.linkedinProfile ?? '',
    facebookProfile: profile.facebookProfile ?? '',
  }
}

/** Social Details (/edit-profile/social): the biographies and social links. */
export function SocialDetailsPage() {
  return (
    <ProfilePageFrame title="Social Details">
      {(profile) => <SocialDetailsFormSection profile={profile} />}
    </ProfilePageFrame>
  )
}

function SocialDetailsFormSection({ profile }: { profile: Profile }) {
  const update = useUpdateProfile()
  // The member biography is for valid members only (spec 1 §6); others do not send it.
  const isMember = profile.hasValidMembership
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: SocialDetailsForm,
    defaultValues: socialValues(profile),
    submit: ({ memberBio, ...values }) => update.mutateAsync({ body: isMember ? { ...values, memberBio } : values }),
    onSuccess: (updated, form) => form.reset(socialValues(updated)),
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Social details">
      <Stack gap="md">
        <FormAlert messages={formMessages} />
        <TextareaField
          control={form.control}
          name="publicBio"
          label="Public Biography"
          description="Shown with your name wherever your profile appears."
          maxLength={BIOGRAPHY_MAX_LENGTH}
        />
        {isMember ? (
          <TextareaField
            control={form.control}
            name="memberBio"
            label="Member Biography"
            description="Shown to other members in the member directory."
            maxLength={BIOGRAPHY_MAX_LENGTH}
          />
        ) : (
          <Alert color="blue" variant="light" title="Member biography">
            {ProfileMessages.memberBioMembersOnly}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField control={form.control} name="twitterHandle" label="Twitter / X Handle" description="e.g. @afcpe" />
          <TextField
            control={form.control}
            name="linkedinProfile"
            label="LinkedIn Profile"
            type="url"
            description="The address of your profile page"
          />
          <TextField
            control={form.control}
            name="facebookProfile"
            label="Facebook Profile"
            type="url"
            description="The address of your profile page"
          />
          <TextField
            control={form.control}
            name="instagramProfile"
            label="Instagram Profile"
            type="url"
            description="The address of your profile page"
          />
        </SimpleGrid>
        <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
          Save Social Details
        </Button>
      </Stack>
    </form>
  )
}
