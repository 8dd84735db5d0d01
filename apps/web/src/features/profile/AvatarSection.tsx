import { Avatar, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { AVATAR_LIMITS, avatarFileIssue, type Profile } from '@portal/contracts'
import { PageLoader } from '../../components/PageLoader'
import { initialsOf } from '../../lib/names'
import { useRemoveAvatar } from './avatar-api'

// The cropper is loaded once a photo is chosen: Contact Info opens without it.
const AvatarCropDialog = lazy(() => import('./AvatarCropDialog').then((m) => ({ default: m.AvatarCropDialog })))

const ACCEPT = AVATAR_LIMITS.types.join(',')

/** The avatar block of Contact Info: the photo (or initials), upload through the crop dialog, removal. */
export function AvatarSection({ profile }: { profile: Profile }) {
  const [chosen, setChosen] = useState<File | null>(null)
  const [issue, setIssue] = useState<string | null>(null)
  const remove = useRemoveAvatar()

  // The browser checks what the server checks (type and size), with the same messages.
  const choose = (file: File | null) => {
    if (!file) return
    const problem = avatarFileIssue(file)
    setIssue(problem)
    if (!problem) setChosen(file)
  }

  return (
    <section aria-labelledby="avatar-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="avatar-heading">
          Photo
        </Title>
        <Group gap="lg">
          <Avatar
            src={profile.avatarUrl}
            alt={profile.avatarUrl ? 'Your photo' : undefined}
            size={96}
            radius="xl"
            color="blue.9"
            variant="filled"
            aria-hidden={profile.avatarUrl ? undefined : true}
          >
            {initialsOf(profile.firstName, profile.lastName)}
          </Avatar>
          <Stack gap="xs">
            <Group gap="sm">
              <FileButton onChange={choose} accept={ACCEPT}>
                {(props) => (
                  <Button {...props} variant="outline">
                    Upload photo
                  </Button>
                )}
              </FileButton>
              {profile.avatarUrl && (
                <Button variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
                  Remove photo
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              JPEG, PNG or WebP, up to 10 MB.
            </Text>
            {issue && (
              <Text size="sm" c="red.8" role="alert">
                {issue}
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
      {chosen && (
        <Suspense fallback={<PageLoader label="Loading the photo editor..." />}>
          <AvatarCropDialog file={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </section>
  )
}
