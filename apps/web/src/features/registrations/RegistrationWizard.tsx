import { useMemo, type ReactNode } from 'react'
import {
  PRE_REGISTRATION_STEPS,
  isDocumentationOptional,
  preRegistrationStepApplies,
  type PreRegistrationStep,
  type RegistrationDetail,
} from '@portal/contracts'
import { Wizard, type WizardStep, type WizardStepControls } from '../../components/wizard/Wizard'
import { RegistrationAside } from './RegistrationAside'
import type { RegistrationRef } from './registration-api'
import { pathwayReviewNextLabel, payReviewNextLabel, stepFactsOf } from './registration-view'
import { CourseMaterialsStep } from './steps/CourseMaterialsStep'
import { DocumentationStep } from './steps/DocumentationStep'
import { ExamFeesStep } from './steps/ExamFeesStep'
import { MembershipStep } from './steps/MembershipStep'
import { PathwayReviewStep } from './steps/PathwayReviewStep'
import { PathwayStep } from './steps/PathwayStep'
import { PayReviewStep } from './steps/PayReviewStep'
import { PracticeExamStep } from './steps/PracticeExamStep'
import { ProgramInformationStep } from './steps/ProgramInformationStep'
import { ShippingStep } from './steps/ShippingStep'

/** What every step's content receives. */
export interface StepProps {
  step: WizardStepControls<PreRegistrationStep>
  detail: RegistrationDetail
  registrationRef: RegistrationRef
}

type StepContent = (props: StepProps) => ReactNode

const CONTENT: Record<PreRegistrationStep, StepContent> = {
  pathway: PathwayStep,
  program_information: ProgramInformationStep,
  documentation: DocumentationStep,
  pathway_review: PathwayReviewStep,
  course_materials: CourseMaterialsStep,
  practice_exam: PracticeExamStep,
  shipping: ShippingStep,
  membership: MembershipStep,
  exam_fees: ExamFeesStep,
  pay_review: PayReviewStep,
}

const OPTIONAL: Partial<Record<PreRegistrationStep, boolean | ((detail: RegistrationDetail) => boolean)>> = {
  documentation: ({ registration }) => isDocumentationOptional(registration.pathway?.key ?? null),
  practice_exam: true,
  membership: true,
  exam_fees: true,
}

const NEXT_LABEL: Partial<Record<PreRegistrationStep, (detail: RegistrationDetail) => string>> = {
  pathway_review: ({ registration, options }) => pathwayReviewNextLabel(registration, options),
  pay_review: ({ registration }) => payReviewNextLabel(registration),
}

/** The ten pre-registration steps of spec 2 §2.3, with the contract's titles and skip rules. */
function buildSteps(registrationRef: RegistrationRef): WizardStep<RegistrationDetail, PreRegistrationStep>[] {
  return PRE_REGISTRATION_STEPS.map(({ key, title }) => {
    const Content = CONTENT[key]
    return {
      key,
      title,
      applies: ({ registration }) => preRegistrationStepApplies(key, stepFactsOf(registration)),
      optional: OPTIONAL[key],
      nextLabel: NEXT_LABEL[key],
      content: (step, detail) => <Content step={step} detail={detail} registrationRef={registrationRef} />,
    }
  })
}

/** The pre-registration wizard (spec 2 §2.3, §4) over the registration held by the screen's query. */
export function RegistrationWizard({ detail }: { detail: RegistrationDetail }) {
  const { registration } = detail
  const registrationId = registration.id
  const steps = useMemo(() => buildSteps({ registrationId }), [registrationId])
  return (
    <Wizard
      key={registration.id}
      label="Registration steps"
      steps={steps}
      data={detail}
      savedStep={registration.step}
      aside={(progress) => <RegistrationAside registration={registration} percent={progress.percentComplete} />}
    />
  )
}
