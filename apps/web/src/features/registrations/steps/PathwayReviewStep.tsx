import { Anchor, List, Stack, Text } from '@mantine/core'
import { useNavigate } from 'react-router'
import { DashboardLinks, REGISTRATION_MEDIA_LABELS, RegistrationMessages as M, htmlToText } from '@portal/contracts'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { toastSuccess } from '../../../lib/toast'
import type { StepProps } from '../RegistrationWizard'
import { useFinishRegistrationStep } from '../registration-api'
import { pathwayYearsText } from '../registration-view'
import { Price } from '../step-fields'

/**
 * Step 4 (a pathway that requires preapproval): what was chosen and uploaded, and the pathway's
 * fee. Next finishes the step on the server: the fee goes in the cart (or, owing nothing, the
 * pathway goes to review) and the person goes to the cart or the dashboard.
 */
export function PathwayReviewStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const navigate = useNavigate()
  const finish = useFinishRegistrationStep(registrationRef)
  const pathway = options.pathways.find((offered) => offered.id === registration.pathway?.id)
  const trainer = options.independentTrainers.find((offered) => offered.id === registration.independentTrainerId)

  return (
    <WizardStepForm
      step={step}
      onNext={async () => {
        const result = await finish.mutateAsync({ step: 'pathway_review' })
        toastSuccess(result.next === 'cart' ? M.inCart : M.submitted)
        void navigate(result.next === 'cart' ? DashboardLinks.cart : '/')
      }}
    >
      <Text>Review your pathway before it goes to our staff for approval.</Text>
      <dl style={{ margin: 0 }}>
        <Stack gap="sm">
          <div>
            <Text component="dt" fw={700}>
              Pathway
            </Text>
            <Text component="dd" ml={0}>
              {registration.pathway ? htmlToText(registration.pathway.name) : 'None chosen'}
              {registration.pathway && ` (${pathwayYearsText(registration.pathway.deadlineMonths)})`}
            </Text>
          </div>
          {trainer && (
            <div>
              <Text component="dt" fw={700}>
                Independent Trainer
              </Text>
              <Text component="dd" ml={0}>
                {trainer.name}
              </Text>
            </div>
          )}
          <div>
            <Text component="dt" fw={700}>
              Documents
            </Text>
            <Text component="dd" ml={0}>
              {registration.media.length === 0 ? (
                'No documents uploaded'
              ) : (
                <List spacing={2}>
                  {registration.media.map((file) => (
                    <List.Item key={file.id}>
                      {`${REGISTRATION_MEDIA_LABELS[file.type]}: `}
                      <Anchor href={file.url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
                        {file.fileName}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </Text>
          </div>
          <div>
            <Text component="dt" fw={700}>
              Fee
            </Text>
            <Text component="dd" ml={0}>
              {pathway?.fee ? (
                <>
                  {`${htmlToText(pathway.fee.name)}: `}
                  <Price price={pathway.fee.price} finalPrice={pathway.fee.finalPrice} />
                  {pathway.fee.chargedOnApproval && ', charged when your registration is approved'}
                </>
              ) : (
                'No fee'
              )}
            </Text>
          </div>
        </Stack>
      </dl>
    </WizardStepForm>
  )
}
