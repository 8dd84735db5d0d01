import { Stack, Title } from '@mantine/core'
import { CandidateMessages as M, type CertificationDashboard } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { CandidateDashboard } from './CandidateDashboard'
import { useCertificationDashboard } from '../../lib/certification-dashboard'
import { CertificationDashboardTexts as T } from './dashboard-texts'
import { CertifiedView } from '../certifications'
import { NotCertifiedView } from './NotCertifiedView'

/**
 * /certifications-and-training (spec 2 §2.1): the certified, candidate or not-certified view, as
 * GET /api/certifications/dashboard chose it.
 */
export function CertificationDashboardPage() {
  const dashboard = useCertificationDashboard()
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>{M.title}</Title>
      {dashboard.isPending && <PageLoader label={T.loading} />}
      {dashboard.isError && !dashboard.data && <LoadError title={T.loadFailed} query={dashboard} />}
      {dashboard.data && <DashboardVariant dashboard={dashboard.data} />}
    </Stack>
  )
}

function DashboardVariant({ dashboard }: { dashboard: CertificationDashboard }) {
  switch (dashboard.variant) {
    case 'certified':
      return <CertifiedView dashboard={dashboard} />
    case 'candidate':
      return <CandidateDashboard candidate={dashboard.candidate} />
    case 'not_certified':
      return <NotCertifiedView dashboard={dashboard} />
  }
}
