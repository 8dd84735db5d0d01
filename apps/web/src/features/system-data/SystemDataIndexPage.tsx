/** /admin/extended — every system-data list, grouped (spec 3, "System data"). */
import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { SYSTEM_DATA_DESCRIPTORS, SYSTEM_DATA_GROUPS } from '@portal/contracts'

const groupId = (group: string) => `system-data-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

export function SystemDataIndexPage() {
  return (
    <Stack gap="md">
      <Title order={1}>System Data</Title>
      <Text>The lists the portal offers as choices and sells from. Open one to add, edit or retire its rows.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {SYSTEM_DATA_GROUPS.map((group) => {
          const kinds = SYSTEM_DATA_DESCRIPTORS.filter((d) => d.group === group).sort((a, b) =>
            a.title.localeCompare(b.title),
          )
          return (
            <Paper key={group} withBorder p="md" component="section" aria-labelledby={groupId(group)}>
              <Title order={2} size="h4" id={groupId(group)} mb="xs">
                {group}
              </Title>
              <List listStyleType="none" spacing={6}>
                {kinds.map((descriptor) => (
                  <List.Item key={descriptor.kind}>
                    <Anchor component={Link} to={`/admin/extended/${descriptor.kind}`}>
                      {descriptor.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Paper>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
