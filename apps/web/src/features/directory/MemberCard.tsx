import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core'
import { EmailAddress } from '../../components/EmailAddress'
import { locationLine, positionLine, type AdminDirectoryMember } from '@portal/contracts'
import { Link } from 'react-router'
import { fullNameOf, initialsOf } from '../../lib/names'
import { isAdminView, type ListedMember } from './directory-api'

/** The name with its suffix, as the directory shows a person. */
export function directoryName(member: ListedMember): string {
  return [fullNameOf(member), member.suffix?.trim()].filter(Boolean).join(', ')
}

/** One search result: avatar, name (opens the member), position and place; admins also see contact data. */
export function MemberCard({ member, returnTo }: { member: ListedMember; returnTo: string }) {
  const name = directoryName(member)
  const position = positionLine(member.jobTitle, member.organization)
  const place = locationLine(member)
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={member.avatarUrl} alt="" radius="xl" size="lg" color="blue">
          {initialsOf(member.firstName, member.lastName)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/membership/search/${member.id}`} state={{ returnTo }} fw={600}>
            {name}
          </Anchor>
          {position && <Text size="sm">{position}</Text>}
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
          {isAdminView(member) && <AdminFacts member={member} />}
        </Stack>
      </Group>
    </Paper>
  )
}

function AdminFacts({ member }: { member: AdminDirectoryMember }) {
  const address = [member.addressLine1, member.zip].filter(Boolean).join(', ')
  return (
    <Text size="sm" style={{ overflowWrap: 'break-word' }}>
      ID {member.id} · <EmailAddress email={member.email} />
      {address && ` · ${address}`}
    </Text>
  )
}
