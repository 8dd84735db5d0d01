import { Card, Stack, Table, Text, Title } from '@mantine/core'
import { formatDate, type MembershipRecord } from '@portal/contracts'
import { MembershipScreenTexts, yesNo } from './membership-view'

/** Every membership term of the member, newest first. */
export function MembershipRecords({ records }: { records: readonly MembershipRecord[] }) {
  const newestFirst = [...records].sort((a, b) => b.start.localeCompare(a.start))
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="membership-records-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="membership-records-heading">
          Membership history
        </Title>
        {newestFirst.length === 0 ? (
          <Text size="sm">{MembershipScreenTexts.noRecords}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-labelledby="membership-records-heading" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Membership</Table.Th>
                  <Table.Th scope="col">Start</Table.Th>
                  <Table.Th scope="col">End</Table.Th>
                  <Table.Th scope="col">Approved</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {newestFirst.map((record) => (
                  <Table.Tr key={record.id}>
                    <Table.Td>{record.name}</Table.Td>
                    <Table.Td>{formatDate(record.start)}</Table.Td>
                    <Table.Td>{formatDate(record.end)}</Table.Td>
                    <Table.Td>{yesNo(record.approved)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  )
}
