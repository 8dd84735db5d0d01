import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { PostRegistrationMessages as M, type PostRegistrationStep, type PostRegistrationView } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { Wizard, type WizardStep, type WizardStepControls } from '../../components/wizard/Wizard'
import type { StepRef } from '../../components/wizard/wizard-steps'
import { toastSuccess } from '../../lib/toast'
import { PostRegistrationAside } from './PostRegistrationAside'
import { usePostRegistration } from './post-registration-api'
import { CertificateNameStep } from './steps/CertificateNameStep'
import { FinalSummaryStep } from './steps/FinalSummaryStep'
import { PreferencesStep } from './steps/PreferencesStep'
import { ProfessionalInfoStep } from './steps/ProfessionalInfoStep'

const CERTIFICATION_ROOT = '/certifications-and-training'

/** What every post-registration step's content receives. */
export interface PostStepProps {
  step: WizardStepControls<PostRegistrationStep>
  view: PostRegistrationView
}

const CONTENT: Record<PostRegistrationStep, (props: PostStepProps) => ReactNode> = {
  certificate_name: CertificateNameStep,
  professional_info: ProfessionalInfoStep,
  preferences: PreferencesStep,
  final_summary: FinalSummaryStep,
}

/**
 * Where the wizard opens: the step staff sent the application back to, else the furthest step
 * reached (`reached` counts the steps saved, so it is the 0-based index of the next one).
 */
export function postRegistrationSavedStep(view: PostRegistrationView): StepRef<PostRegistrationStep> {
  const sentBackTo = view.steps.find((step) => step.key === view.rejection?.step)
  if (sentBackTo) return sentBackTo.key
  return Math.min(Math.max(view.reached, 0), Math.max(view.steps.length - 1, 0)) + 1
}

/**
 * The post-registration wizard (spec 2 §2.3): once the Four E's are complete, the candidate names
 * the certificate, confirms the professional information (not asked of military spouses) and
 * preferences, and submits the final application. Closed (the Four E's not complete, or the page
 * locked), it sends the candidate back to the certification dashboard; submitted, it says so.
 */
export function PostRegistrationWizard({ registrationId }: { registrationId: number }) {
  const query = usePostRegistration(registrationId)
  if (query.isPending) {
    return (
      <>
        <Title order={1}>{M.title}</Title>
        <PageLoader label="Loading your final application..." />
      </>
    )
  }
  const view = query.data
  if (!view) {
    return (
      <>
        <Title order={1}>{M.title}</Title>
        <LoadError title="Your final application could not be loaded" query={query} />
      </>
    )
  }
  if (view.status === 'final_approval') {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>{M.title}</Title>
        <Alert color="blue" title="Your final application is in review" role="status">
          <Stack gap="xs">
            <Text size="sm">{M.submitted}</Text>
            <Anchor component={Link} to={CERTIFICATION_ROOT} size="sm">
              {M.backToCertification}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    )
  }
  if (!view.canFinish) return <Navigate to={CERTIFICATION_ROOT} replace />
  return (
    <>
      <Title order={1}>{M.title}</Title>
      <FinalApplicationWizard view={view} />
    </>
  )
}

function FinalApplicationWizard({ view }: { view: PostRegistrationView }) {
  const navigate = useNavigate()
  const steps = useMemo(
    (): WizardStep<PostRegistrationView, PostRegistrationStep>[] =>
      view.steps.map(({ key, title }) => {
        const Content = CONTENT[key]
        return {
          key,
          title,
          nextLabel: key === 'final_summary' ? M.submit : undefined,
          content: (step, data) => <Content step={step} view={data} />,
        }
      }),
    [view.steps],
  )
  return (
    <Wizard
      key={view.registrationId}
      label="Final application steps"
      steps={steps}
      data={view}
      savedStep={postRegistrationSavedStep(view)}
      aside={(progress) => <PostRegistrationAside view={view} percent={progress.percentComplete} />}
      onComplete={() => {
        toastSuccess(M.submitted)
        void navigate(CERTIFICATION_ROOT)
      }}
    />
  )
}
