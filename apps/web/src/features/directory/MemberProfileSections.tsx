/** The parts of a member's directory page: biographies, expertise, services, links; staff contact data. */
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { formatPhone, type AdminDirectoryProfile, type DirectoryProfile } from '@portal/contracts'
import type { ReactNode } from 'react'

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `member-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

const Paragraphs = ({ text }: { text: string }) => (
  <Stack gap="xs">
    {text.split(/\n{2,}/).map((paragraph, index) => (
      <Text key={index} style={{ whiteSpace: 'pre-line' }}>
        {paragraph}
      </Text>
    ))}
  </Stack>
)

function servicesOf(member: DirectoryProfile): string[] {
  const services: Array<[boolean, string]> = [
    [member.provideCounselingServices, 'Provides counseling services'],
    [member.offerVirtualCounseling, 'Offers virtual counseling'],
    [member.offerLocalCounseling, 'Offers local, in-person counseling'],
    [member.offerGroupWorkshops, 'Offers group workshops'],
  ]
  return services.filter(([offered]) => offered).map(([, label]) => label)
}

function linksOf(member: DirectoryProfile): Array<{ label: string; href: string }> {
  const twitter = member.twitterHandle?.replace(/^@/, '')
  const links: Array<{ label: string; href: string | null | undefined }> = [
    { label: 'Website', href: member.website },
    { label: 'LinkedIn', href: member.linkedinProfile },
    { label: 'X (Twitter)', href: twitter ? `https://x.com/${encodeURIComponent(twitter)}` : null },
    { label: 'Instagram', href: member.instagramProfile },
    { label: 'Facebook', href: member.facebookProfile },
  ]
  return links.filter((link): link is { label: string; href: string } => Boolean(link.href))
}

export function MemberProfileSections({ member }: { member: DirectoryProfile }) {
  const services = servicesOf(member)
  const links = linksOf(member)
  return (
    <Stack gap="md">
      {member.publicBio && (
        <Section title="About">
          <Paragraphs text={member.publicBio} />
        </Section>
      )}
      {member.memberBio && (
        <Section title="For AFCPE members">
          <Paragraphs text={member.memberBio} />
        </Section>
      )}
      {member.areasOfExpertise.length > 0 && (
        <Section title="Areas of expertise">
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {member.areasOfExpertise.map((area) => (
              <li key={area}>
                <Badge variant="outline" color="blue.9" size="lg" tt="none">
                  {area}
                </Badge>
              </li>
            ))}
          </Group>
        </Section>
      )}
      {(services.length > 0 || member.yearsOfService) && (
        <Section title="Services">
          <List spacing={4}>
            {services.map((service) => (
              <List.Item key={service}>{service}</List.Item>
            ))}
            {member.yearsOfService && <List.Item>Years of service: {member.yearsOfService}</List.Item>}
          </List>
        </Section>
      )}
      {links.length > 0 && (
        <Section title="Links">
          <List spacing={4} listStyleType="none">
            {links.map((link) => (
              <List.Item key={link.label}>
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Section>
      )}
    </Stack>
  )
}

/** What only staff see: the e-mail, the whole primary address and the phones. */
export function AdminContactSection({ member }: { member: AdminDirectoryProfile }) {
  const address = [
    member.addressLine1,
    member.addressLine2,
    [member.city, member.state, member.zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const phones: Array<[string, string | null]> = [
    ['Work phone', member.workPhone],
    ['Home phone', member.homePhone],
    ['Cell phone', member.cellPhone],
  ]
  return (
    <Section title="Contact (staff only)">
      <List spacing={4} listStyleType="none">
        <List.Item>User ID: {member.id}</List.Item>
        <List.Item>
          Email: <Anchor href={`mailto:${member.email}`}>{member.email}</Anchor>
        </List.Item>
        {address && <List.Item>Address: {address}</List.Item>}
        {phones
          .filter((phone): phone is [string, string] => Boolean(phone[1]))
          .map(([label, phone]) => (
            <List.Item key={label}>
              {label}: {formatPhone(phone)}
            </List.Item>
          ))}
      </List>
    </Section>
  )
}
