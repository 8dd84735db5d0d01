import { Alert, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import {
  formatCents,
  REGISTRATION_MEDIA_LABELS,
  RegistrationMessages as M,
  type AdminRegistration,
} from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { CheckboxField } from '../../../components/form/FormFields'
import { CheckboxGroupField } from '../../../components/form/GroupFields'
import { useDecisionForm } from '../../../components/decision-form'
import { useApproveRegistration } from './admin-registrations-api'
import { approveFormDefaults, approveFormSchema } from './decision-form'
import { approvalChargeText, missingDocuments } from './registration-view'

/** Texts of the final-approval mode that the spec does not quote. */
export const FinalApprovalTexts = {
  title: 'Approve Final Application',
  message: 'Approving issues the certification and its certificate, and emails the candidate.',
} as const

/** Texts of the experience-approval mode that the spec does not quote. */
export const ExperienceApprovalTexts = {
  title: 'Approve Experience Hours',
  message: "Approving approves the candidate's pending experience hours and emails the candidate.",
} as const

/**
 * 'Approve Registration' (spec 3 §4). At pathway approval staff choose the course materials; at
 * registration approval the modal says what the saved card will be charged, and offers approving
 * without the exam or the membership when the registration has them; at final approval (which
 * issues the certification) and at experience approval it only takes the messages, and charges
 * nothing. A refusal (a declined card) keeps the modal open with the server's message.
 */
export function ApproveRegistrationModal({
  registration,
  onClose,
  onApproved,
}: {
  /** `pathway` and `media` tell the documents the pathway requires that are missing (none without them). */
  registration: Pick<AdminRegistration, 'id' | 'approval'> & Partial<Pick<AdminRegistration, 'pathway' | 'media'>>
  onClose: () => void
  onApproved: () => void
}) {
  const { approval, pathway, media } = registration
  const missing = useMemo(
    () =>
      media && (approval.kind === 'pathway_approval' || approval.kind === 'registration_approval')
        ? missingDocuments({ pathway: pathway ?? null, media }).map((type) => REGISTRATION_MEDIA_LABELS[type])
        : [],
    [approval.kind, pathway, media],
  )
  const approve = useApproveRegistration(registration.id)
  const schema = useMemo(() => approveFormSchema(approval, missing), [approval, missing])
  const decision = useDecisionForm({
    schema,
    defaultValues: approveFormDefaults,
    submit: (body) => approve.mutateAsync(body),
    onDecided: onApproved,
    // The server's reason stays (a declined card); a crash or the network says the spec's words.
    failure: M.approveFailed,
  })
  const { form } = decision
  const withoutExam = useWatch({ control: form.control, name: 'withoutExam' })
  const withoutMembership = useWatch({ control: form.control, name: 'withoutMembership' })
  const isPathway = approval.kind === 'pathway_approval'
  const isFinal = approval.kind === 'final_approval'
  const isExperience = approval.kind === 'experience_approval'
  const isRegistration = !isPathway && !isFinal && !isExperience
  const messagesOnly = isFinal ? FinalApprovalTexts : isExperience ? ExperienceApprovalTexts : null

  return (
    <DecisionModal
      title={messagesOnly ? messagesOnly.title : 'Approve Registration'}
      message={
        messagesOnly ? (
          <Text size="sm">{messagesOnly.message}</Text>
        ) : isPathway ? (
          <Text size="sm">
            Choose the course materials for this pathway. The candidate then finishes the registration.
          </Text>
        ) : (
          <Text size="sm">{approvalChargeText(approval, withoutExam, withoutMembership)}</Text>
        )
      }
      confirmLabel="Approve"
      form={decision}
      cannedMessages="registration_approval"
      onClose={onClose}
    >
      {missing.length > 0 && (
        <>
          <Alert color="yellow" variant="light" role="alert">
            {M.missingDocuments(missing)}
          </Alert>
          <CheckboxField
            control={form.control}
            name="approveWithoutDocuments"
            label={M.approveWithoutDocuments(missing)}
            required
          />
        </>
      )}
      {isPathway && approval.courseMaterials.length > 0 && (
        <CheckboxGroupField
          control={form.control}
          name="courseMaterials"
          label="Course materials"
          options={approval.courseMaterials.map((material) => ({
            value: String(material.id),
            label: `${material.name} (${formatCents(material.price)})`,
          }))}
        />
      )}
      {isRegistration && approval.hasExam && (
        <CheckboxField control={form.control} name="withoutExam" label="Approve without exam" />
      )}
      {isRegistration && approval.membershipRequestId !== null && (
        <CheckboxField control={form.control} name="withoutMembership" label="Approve without membership" />
      )}
      {isRegistration && <CheckboxField control={form.control} name="welcomeEmail" label="Send welcome email" />}
    </DecisionModal>
  )
}
