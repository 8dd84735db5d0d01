import { Stack, Text } from '@mantine/core'
import { CandidateMessages, formatDate, PostRegistrationMessages as M } from '@portal/contracts'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import type { PostStepProps } from '../PostRegistrationWizard'
import { useSavePostRegistrationStep } from '../post-registration-api'

const NOT_YET = 'Not yet'

/**
 * Summary (spec 2 §2.3): the final application as staff will review it; its button submits it
 * (final approval), then the wizard goes back to the certification dashboard.
 */
export function FinalSummaryStep({ step, view }: PostStepProps) {
  const save = useSavePostRegistrationStep(view.registrationId)
  const { summary } = view
  const facts: [label: string, value: string][] = [
    [M.certificateName, summary.certificateName ?? NOT_YET],
    ['Exam passed on', formatDate(summary.examPassedOn) || NOT_YET],
    ['Code of Ethics signed on', formatDate(summary.ethicsSignedOn) || NOT_YET],
    ['Experience hours', CandidateMessages.experienceHours(summary.approvedHours, summary.requiredHours)],
  ]
  return (
    <WizardStepForm step={step} onNext={() => save.mutateAsync({ step: 'final_summary' })}>
      <Text>{M.summaryIntro}</Text>
      <Stack component="dl" gap="sm" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" fw={700}>
              {label}
            </Text>
            <Text component="dd" ml={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </WizardStepForm>
  )
}
