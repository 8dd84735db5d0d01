import { Alert, Anchor, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ExperienceMessages as M, type ExperienceList } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { useExperienceList } from './experience-api'
import { CT, ExperienceScreenTexts as T } from './experience-view'
import { useCandidateRegistration } from './use-candidate-registration'

/**
 * The candidate's registration (the certification dashboard's candidate view) and its entries;
 * without one, why there is nothing to log yet. Shared by the list and Add Experience.
 */
export function CandidateExperience({ render }: { render: (list: ExperienceList) => ReactNode }) {
  const candidate = useCandidateRegistration()
  const list = useExperienceList(candidate.registrationId)
  if (candidate.isPending) return <PageLoader label={T.loading} />
  if (candidate.failedQuery) return <LoadError title={T.loadFailed} query={candidate.failedQuery} />
  if (candidate.registrationId === null) return <NotWorking />
  if (list.isPending) return <PageLoader label={T.loading} />
  if (!list.data) return <LoadError title={T.loadFailed} query={list} />
  return <>{render(list.data)}</>
}

function NotWorking() {
  return (
    <Alert color="blue" variant="light" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{M.notWorking}</Text>
        <Anchor component={Link} to={CT} size="sm">
          {T.certificationLink}
        </Anchor>
      </Stack>
    </Alert>
  )
}
