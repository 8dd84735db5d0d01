import { Anchor, Avatar, Button, Card, Divider, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core'
import {
  DashboardMessages as M,
  formatPhone,
  phoneHref,
  type CurrentUser,
  type MyAfcpeProfileRow,
  type ProfileSummary,
} from '@portal/contracts'
import { Link } from 'react-router'
import { fullNameOf, initialsOf } from '../../lib/names'
import { useDashboard } from './dashboard-api'
import { ToneBadge } from '../../components/ToneBadge'

/** The AFCC® mark shown to AFCC certificants (spec 1 §2.5, §6). */
function AfccLogo() {
  return (
    <svg role="img" aria-label="AFCC® certificant" width="72" height="28" viewBox="0 0 72 28">
      <rect x="0.5" y="0.5" width="71" height="27" rx="6" fill="#fff" stroke="#a51c30" />
      <text x="36" y="19" textAnchor="middle" fontFamily="sans-serif" fontSize="14" fontWeight="700" fill="#a51c30">
        AFCC®
      </text>
    </svg>
  )
}

interface ContactLink {
  key: string
  href: string
  text: string
  suffix: string | null
  isExternal: boolean
}

/** Work phone '(Office)', home phone '(Home)', e-mail and website. */
function contactLinksOf(profile: ProfileSummary): ContactLink[] {
  const links: ContactLink[] = []
  if (profile.workPhone) {
    links.push({
      key: 'work',
      href: phoneHref(profile.workPhone),
      text: formatPhone(profile.workPhone),
      suffix: M.office,
      isExternal: false,
    })
  }
  if (profile.homePhone) {
    links.push({
      key: 'home',
      href: phoneHref(profile.homePhone),
      text: formatPhone(profile.homePhone),
      suffix: M.home,
      isExternal: false,
    })
  }
  links.push({ key: 'email', href: `mailto:${profile.email}`, text: profile.email, suffix: null, isExternal: false })
  if (profile.website) {
    links.push({ key: 'web', href: profile.website, text: profile.website, suffix: null, isExternal: true })
  }
  return links
}

function ContactLinks({ profile }: { profile: ProfileSummary }) {
  return (
    <List listStyleType="none" spacing={4} size="sm" w="100%" aria-label="Contact">
      {contactLinksOf(profile).map((link) => (
        <List.Item key={link.key}>
          <Anchor
            href={link.href}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.text}
          </Anchor>
          {link.suffix && <Text span size="sm">{` ${link.suffix}`}</Text>}
        </List.Item>
      ))}
    </List>
  )
}

function MyAfcpeProfile({ rows }: { rows: MyAfcpeProfileRow[] }) {
  return (
    <Stack gap="xs" w="100%">
      <Title order={2} size="h5">
        {M.myAfcpeProfile}
      </Title>
      <List listStyleType="none" spacing={6} size="sm">
        {rows.map((row, i) => (
          <List.Item key={`${row.kind}-${i}`}>
            {/* The sidebar is narrow: a badge that does not fit beside its label goes below it whole. */}
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">{row.label}</Text>
              {row.badge &&
                (row.href ? (
                  <Anchor
                    href={row.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${row.label}: ${row.badge.label} credential (opens in a new tab)`}
                  >
                    <ToneBadge badge={row.badge} isPrimary={row.isPrimary} />
                  </Anchor>
                ) : (
                  <ToneBadge badge={row.badge} isPrimary={row.isPrimary} />
                ))}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

/**
 * The dashboard sidebar's profile summary (spec 1 §2.5): avatar or initials, name, city/state/
 * country, 'job title at organization', My Account, the AFCC logo, contact links and the MyAFCPE
 * Profile block. Its data comes with the dashboard; until then the session's user is shown.
 */
export function ProfileSummaryCard({ user }: { user: CurrentUser }) {
  const dashboard = useDashboard()
  const profile = dashboard.data?.profile
  const name = profile?.fullName ?? fullNameOf(user)
  const avatarUrl = profile ? profile.avatarUrl : user.avatarUrl
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Profile summary">
      <Stack align="center" gap="sm">
        {avatarUrl ? (
          <Avatar src={avatarUrl} size="xl" radius="xl" alt={`Photo of ${name}`} />
        ) : (
          <Avatar size="xl" radius="xl" color="blue.9" variant="filled" aria-hidden>
            {initialsOf(user.firstName, user.lastName)}
          </Avatar>
        )}
        <Text fw={700} size="lg" ta="center">
          {name}
        </Text>
        {profile?.isAfccCertificant && <AfccLogo />}
        {profile?.location && (
          <Text size="sm" ta="center">
            {profile.location}
          </Text>
        )}
        {profile?.position && (
          <Text size="sm" ta="center">
            {profile.position}
          </Text>
        )}
        <Button component={Link} to="/edit-profile" variant="outline" fullWidth>
          {M.myAccount}
        </Button>
        {dashboard.isPending && (
          <Stack gap="xs" w="100%" role="status" aria-busy="true" aria-label="Loading profile summary">
            <Skeleton height={12} />
            <Skeleton height={12} width="70%" />
          </Stack>
        )}
        {dashboard.isError && (
          <Text size="sm" c="red.9">
            The profile summary could not be loaded.
          </Text>
        )}
        {profile && <ContactLinks profile={profile} />}
        {profile?.myAfcpeProfile && (
          <>
            <Divider w="100%" />
            <MyAfcpeProfile rows={profile.myAfcpeProfile} />
          </>
        )}
      </Stack>
    </Card>
  )
}
