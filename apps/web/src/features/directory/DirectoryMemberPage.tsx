import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { DirectoryMessages as M, locationLine, positionLine } from '@portal/contracts'
import { useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { isApiError } from '../../lib/errors'
import { initialsOf } from '../../lib/names'
import { useCurrentUser } from '../../lib/session'
import { isAdminView, useDirectoryMember, type ListedProfile } from './directory-api'
import { directoryName } from './MemberCard'
import { AdminContactSection, MemberProfileSections } from './MemberProfileSections'
import { SendMessageModal } from './SendMessageModal'

const DIRECTORY_PATH = '/membership/search'

/** The search the person came from (kept in the link's state), or the plain directory. */
function returnToOf(state: unknown): string {
  const returnTo = typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : null
  return typeof returnTo === 'string' && returnTo.startsWith(DIRECTORY_PATH) ? returnTo : DIRECTORY_PATH
}

/** One listed member (/membership/search/{id}); members may send a message, admins see contact data. */
export function DirectoryMemberPage() {
  const { id = '' } = useParams()
  const memberId = /^\d+$/.test(id) ? Number(id) : Number.NaN
  const isAdmin = useCurrentUser().data?.role === 'admin'
  const member = useDirectoryMember(memberId, isAdmin)
  const returnTo = returnToOf(useLocation().state)
  const isNotFound = Number.isNaN(memberId) || (isApiError(member.error) && member.error.status === 404)

  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={returnTo} size="sm">
        Back to the member directory
      </Anchor>
      {isNotFound && (
        <Paper withBorder radius="md" p="lg">
          <Title order={1} size="h3" mb="xs">
            Member not found
          </Title>
          <Text>{M.notFound}</Text>
        </Paper>
      )}
      {!isNotFound && member.isPending && <PageLoader />}
      {!isNotFound && member.isError && <LoadError title="This member could not be loaded" query={member} />}
      {member.data && <MemberProfile member={member.data} />}
    </Stack>
  )
}

function MemberProfile({ member }: { member: ListedProfile }) {
  const [isWriting, setIsWriting] = useState(false)
  const name = directoryName(member)
  const position = positionLine(member.jobTitle, member.organization)
  const place = locationLine(member)
  // Spec 1 §2.8: the send-a-message button belongs to the non-admin view.
  const offersMessage = !isAdminView(member) && member.canMessage
  return (
    <Stack gap="lg">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Avatar src={member.avatarUrl} alt="" radius="50%" size={96} color="blue">
          {initialsOf(member.firstName, member.lastName)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1}>{name}</Title>
          {position && <Text>{position}</Text>}
          {place && <Text c="dimmed">{place}</Text>}
          {offersMessage && (
            <Button mt="sm" onClick={() => setIsWriting(true)} style={{ alignSelf: 'flex-start' }}>
              {M.sendMessage}
            </Button>
          )}
        </Stack>
      </Group>
      {isAdminView(member) && <AdminContactSection member={member} />}
      <MemberProfileSections member={member} />
      {isWriting && (
        <SendMessageModal
          recipient={{ id: member.id, firstName: member.firstName, name }}
          onClose={() => setIsWriting(false)}
        />
      )}
    </Stack>
  )
}
