import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ExperienceMessages as M } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { routeId } from '../../lib/route-params'
import { CandidateExperience } from './CandidateExperience'
import { useExperience } from './experience-api'
import { ExperienceForm } from './ExperienceForm'
import {
  ExperienceReviews,
  ExperienceVerifications,
  ExperienceScreenTexts as T,
  isNotFound,
  LIST_PATH,
} from './experience-view'

function EntryPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={LIST_PATH} size="sm">
        {T.backToList}
      </Anchor>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  )
}

/** /certifications-and-training/experience/new (spec 2 §2.8): logs an entry on the candidate's registration. */
export function NewExperiencePage() {
  const navigate = useNavigate()
  return (
    <EntryPage title={M.addTitle}>
      <CandidateExperience
        render={({ registration, serviceTypes }) =>
          registration.canAdd ? (
            <ExperienceForm
              registration={registration}
              serviceTypes={serviceTypes}
              experience={null}
              isAdmin={false}
              onSaved={() => void navigate(LIST_PATH)}
            />
          ) : (
            <Alert color="yellow" variant="light" role="status">
              {registration.cannotAddReason ?? M.notWorking}
            </Alert>
          )
        }
      />
    </EntryPage>
  )
}

/**
 * /certifications-and-training/experience/:id (spec 2 §2.8): the member changes an entry until it
 * is approved; an approved entry shows its values under the title Experience. Its reviews are
 * listed above the form.
 */
export function EditExperiencePage() {
  const { id } = useParams()
  const experienceId = routeId(id)
  const navigate = useNavigate()
  const detail = useExperience(experienceId)
  const notFound = experienceId === 0 || isNotFound(detail.error)

  // An entry the candidate can no longer change (approved, or the registration locked) is read, not edited.
  const title = detail.data && !detail.data.experience.isEditable ? M.viewTitle : M.editTitle
  return (
    <EntryPage title={title}>
      {notFound && <Text>{T.notFound}</Text>}
      {!notFound && detail.isPending && <PageLoader label={T.loading} />}
      {!notFound && detail.isError && !detail.data && <LoadError title={T.entryLoadFailed} query={detail} />}
      {detail.data && (
        <Stack gap="lg">
          {/* What staff asked for (More Information Requested) is read before the form it is about. */}
          <ExperienceReviews reviews={detail.data.experience.reviews} />
          <ExperienceVerifications verifications={detail.data.experience.verifications} />
          <ExperienceForm
            registration={detail.data.registration}
            serviceTypes={detail.data.serviceTypes}
            experience={detail.data.experience}
            isAdmin={false}
            onSaved={() => void navigate(LIST_PATH)}
          />
        </Stack>
      )}
    </EntryPage>
  )
}
