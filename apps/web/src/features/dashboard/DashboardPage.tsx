/**
 * The dashboard (spec 1 §2.4): Certification, Membership, Essentials Courses, Alerts, Upcoming &
 * OnDemand Events and Donation cards, the announcement banner, and the payment confirmation
 * after checkout (?paid=true). Every variant arrives chosen from GET /api/dashboard.
 */
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DashboardLinks, DashboardMessages as M } from '@portal/contracts'
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'
import { AlertsCard } from './AlertsCard'
import { AnnouncementBanner } from './AnnouncementBanner'
import { CertificationCardBody } from './CertificationCard'
import { useDashboard } from './dashboard-api'
import { ActionButton } from '../../components/ActionLink'
import { CardError, CardLoading, DashboardCard } from './dashboard-ui'
import { EssentialsCardBody } from './EssentialsCard'
import { EventsCarousel } from './EventsCarousel'
import { MembershipCardBody } from './MembershipCard'

const PaidAlert = lazy(() => import('./PaidAlert').then((m) => ({ default: m.PaidAlert })))

export function DashboardPage() {
  usePageTitle('Dashboard')
  const dashboard = useDashboard()
  // The cards are the largest render of the page: deferred, React draws them in slices (a
  // transition) and the browser stays responsive meanwhile.
  const data = useDeferredValue(dashboard.data)
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const isPaid = searchParams.get('paid') === 'true'

  /** The card's body for the dashboard query's state: the data, the error, or loading. */
  function body(label: string, render: (data: NonNullable<typeof dashboard.data>) => ReactNode) {
    if (data) return render(data)
    if (dashboard.isError) {
      return (
        <CardError
          title={`${label} could not be loaded`}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      )
    }
    return <CardLoading label={`Loading ${label}`} />
  }

  const paidAlert = isPaid && (
    <Suspense fallback={null}>
      <PaidAlert state={location.state} onClose={() => setSearchParams({}, { replace: true })} />
    </Suspense>
  )

  if (!data && !dashboard.isError) {
    // One loader until the dashboard arrives, rather than a card skeleton each: the banner then
    // appeared above cards already drawn and pushed them all down.
    return (
      <Stack gap="md">
        <Title order={1}>Dashboard</Title>
        {paidAlert}
        <CardLoading label="Loading the dashboard" />
      </Stack>
    )
  }

  return (
    <Stack gap="md">
      <Title order={1}>Dashboard</Title>
      {paidAlert}
      {data?.announcement && <AnnouncementBanner announcement={data.announcement} />}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <DashboardCard title="Certification">
          {body('Certification', (data) => (
            <CertificationCardBody card={data.certification} />
          ))}
        </DashboardCard>
        <DashboardCard title="Membership">
          {body('Membership', (data) => (
            <MembershipCardBody card={data.membership} />
          ))}
        </DashboardCard>
        <DashboardCard title="Essentials Courses">
          {body('Essentials courses', (data) => (
            <EssentialsCardBody card={data.essentials} />
          ))}
        </DashboardCard>
        <AlertsCard />
        <DashboardCard title="Upcoming & OnDemand Events">
          {body('Events', (data) =>
            data.events.length === 0 ? (
              <Text size="sm">There are no upcoming events right now.</Text>
            ) : (
              <EventsCarousel events={data.events} />
            ),
          )}
        </DashboardCard>
        <DashboardCard title="Support the profession">
          <Text size="sm">Your gift funds scholarships, the Military Spouse Fellowship and research.</Text>
          <div>
            <ActionButton action={{ label: M.donate, to: DashboardLinks.donate }} />
          </div>
        </DashboardCard>
      </SimpleGrid>
    </Stack>
  )
}
