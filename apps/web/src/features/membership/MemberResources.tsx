import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core'
import { MembershipMessages, type MembershipOverview } from '@portal/contracts'
import { MembershipScreenTexts } from './membership-view'

/** Member resources grouped by category: for valid members only (spec 1 §6). */
export function MemberResources({ overview }: { overview: MembershipOverview }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-resources-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="member-resources-heading">
          Member resources
        </Title>
        {!overview.valid && <Text size="sm">{MembershipMessages.resourcesMembersOnly}</Text>}
        {overview.valid && overview.resources.length === 0 && (
          <Text size="sm">{MembershipScreenTexts.noResources}</Text>
        )}
        {overview.valid &&
          overview.resources.map((group) => (
            <Stack gap="xs" key={group.category}>
              <Title order={3} size="h4">
                {group.category}
              </Title>
              <List spacing="xs" listStyleType="none" aria-label={group.category}>
                {group.resources.map((resource) => (
                  <List.Item key={resource.id}>
                    <Anchor href={resource.url} target="_blank" rel="noopener noreferrer">
                      {resource.name}
                    </Anchor>
                    {resource.description && (
                      <Text size="sm" c="dimmed">
                        {resource.description}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))}
      </Stack>
    </Card>
  )
}
