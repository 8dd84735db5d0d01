/**
 * A wizard step's form with the wizard's Back and Next (see Wizard.tsx): the step's fields as
 * children, what the save refused that fits no field above them, Back (the previous step, no save)
 * and the submit button labelled by the step ('Next', 'Add to Cart', 'Submit'). While the save
 * runs, Next is busy and Back disabled, and another submit (a double click, Enter again) is not
 * sent. Either:
 *
 * - `form`: the step's `useServerForm`, whose `onSuccess` calls `step.saved` (the schema checks
 *   the values, a refusal puts each error on its field and the wizard stays); or
 * - `onNext`: the step's save when it has no fields (a review, adding to the cart); the wizard
 *   advances when it resolves and says why when it fails (its message, or `failureMessage`).
 *   Left out, Next just advances.
 */
import { Button, Group, Stack } from '@mantine/core'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { errorMessage } from '../../lib/errors'
import { FormAlert } from '../form/FormAlert'
import type { WizardStepControls } from './Wizard'

/** What the step form needs of a `useServerForm`. */
export interface WizardForm {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>
  isPending: boolean
  formMessages: string[]
}

interface WizardStepFormBase {
  step: Pick<WizardStepControls, 'nextLabel' | 'back' | 'saved'>
  /** The step's fields and text. */
  children?: ReactNode
}

export type WizardStepFormProps = WizardStepFormBase &
  (
    | { form: WizardForm; onNext?: undefined; failureMessage?: undefined }
    | {
        /** The step's save; the wizard advances when it resolves. */
        onNext?: () => Promise<unknown>
        /** Said when `onNext` fails, instead of the server's message. */
        failureMessage?: string
        form?: undefined
      }
  )

export function WizardStepForm(props: WizardStepFormProps) {
  const { step, children } = props
  const [isSubmitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // Set at once on submit: a second click arrives before the busy button is drawn.
  const isSending = useRef(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending.current) return
    isSending.current = true
    setSubmitting(true)
    setFailure(null)
    try {
      if (props.form) {
        // The form's onSuccess calls step.saved; a refusal stays on the form.
        await props.form.onSubmit(event)
      } else {
        await props.onNext?.()
        step.saved()
      }
    } catch (error) {
      setFailure(props.failureMessage ?? errorMessage(error))
    } finally {
      isSending.current = false
      setSubmitting(false)
    }
  }

  const isBusy = isSubmitting || (props.form?.isPending ?? false)
  const messages = [...(props.form?.formMessages ?? []), ...(failure === null ? [] : [failure])]

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlert messages={messages} />
        {children}
        <Group gap="sm">
          {step.back && (
            <Button variant="default" onClick={step.back} disabled={isBusy}>
              Back
            </Button>
          )}
          <Button type="submit" loading={isBusy} ml="auto">
            {step.nextLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
