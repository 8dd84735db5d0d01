/**
 * THE multi-step wizard (certification pre- and post-registration, training, Independent Trainer
 * application), driven by a step list. Each step has a key, a title, whether it applies to the
 * screen's data (a step that does not apply is neither shown nor counted), whether it is optional
 * (titled "<title> (optional)"), the label of its submit button and its content. The wizard:
 *
 * - opens on the step saved on the record (`savedStep`: its key, or its 1-based number in the full
 *   list, as the spec numbers the steps); afterwards it follows the person's moves;
 * - lists the steps in a navigation landmark (an ordered list, `aria-current="step"` on the shown
 *   one); a step up to the furthest reached one opens when its title is clicked, a later one is
 *   plain text that says it is not reached yet; on a phone the list collapses to "Step 3 of 9"
 *   and a button that opens it (the step's title is the heading just below: not said twice);
 * - titles the content region with the step's title and moves focus to it when the step changes;
 * - advances only after the step's save succeeded ("save then advance"): the step's content renders
 *   `WizardStepForm`, which draws Back and Next (busy while saving, one submit at a time) around the
 *   step's own `useServerForm`, whose `onSuccess` calls `step.saved`. A refused save stays on the
 *   step with the errors on its fields. The step's loading and error states are its own.
 *
 * The next step is chosen from `data` as it is when the wizard renders after `saved()`: let the
 * save update the record the rules read (the mutation sets the query's data) before `saved()`, so
 * choosing the university pathway brings in Program Information. Saving the last step calls
 * `onComplete`. The furthest reached step only grows (the record's step number can raise it); to
 * start over, give the wizard a new `key`.
 *
 *   const PRE_REGISTRATION: WizardStep<Registration, PreRegistrationStep>[] = [
 *     { key: 'pathway', title: 'Pathway', content: (step, reg) => <PathwayStep step={step} registration={reg} /> },
 *     { key: 'program', title: 'Program Information', applies: (reg) => reg.isUniversityPathway, content: ... },
 *     { key: 'documents', title: 'Supporting Documentation', optional: (reg) => !reg.requiresPreapproval, ... },
 *     { key: 'bundle', title: 'Practice Exam Bundle', optional: true, content: ... },
 *     { key: 'membership', title: 'Membership', optional: true, applies: (reg) => !reg.isMemberOrPending, ... },
 *     { key: 'pay', title: 'Pay & Review', nextLabel: (reg) => (reg.hasUnpaidItems ? 'Add to Cart' : 'Submit'), ... },
 *   ]
 *
 *   <Wizard
 *     label="Registration steps"
 *     steps={PRE_REGISTRATION}
 *     data={registration}
 *     savedStep={registration.step}
 *     aside={(progress) => <RegistrationPanel registration={registration} percent={progress.percentComplete} />}
 *     onComplete={() => void navigate(DashboardLinks.cart)}
 *   />
 *
 *   function ShippingStep({ step, registration }: { step: WizardStepControls; registration: Registration }) {
 *     const shipping = useServerForm({
 *       schema: ShippingStepBody,
 *       defaultValues: { addressId: registration.shippingAddressId },
 *       submit: (body) => saveStep.mutateAsync({ step: step.key, ...body }),
 *       onSuccess: step.saved,
 *     })
 *     return (
 *       <WizardStepForm step={step} form={shipping}>
 *         <SelectField control={shipping.form.control} name="addressId" label="Address" data={addresses} />
 *       </WizardStepForm>
 *     )
 *   }
 *
 * A step with nothing to fill in (a review, the cart) passes `onNext={() => addToCart.mutateAsync()}`
 * instead of `form`: the wizard advances when it resolves and says why when it fails.
 */
import { Button, Group, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import classes from './Wizard.module.css'
import {
  applicableIndexes,
  nextLabelOf,
  percentComplete,
  resolveStep,
  stepPosition,
  stepTitle,
  type StepRef,
  type StepRules,
} from './wizard-steps'

/** What a step's content receives to submit and move on. */
export interface WizardStepControls<K extends string = string> {
  key: K
  /** As shown, "(optional)" included. */
  title: string
  /** 1-based, among the steps that apply. */
  number: number
  /** How many steps apply. */
  count: number
  isLast: boolean
  /** The submit button's label: the step's `nextLabel`, or 'Next'. */
  nextLabel: string
  /** The step's save succeeded: move to the next step that applies (after the last: `onComplete`). */
  saved: () => void
  /** Opens the previous step that applies; null on the first. */
  back: (() => void) | null
}

export interface WizardStep<TData, K extends string = string> extends StepRules<TData, K> {
  /** The step's content, keyed by the step (a form's state starts afresh on each visit). */
  content: (step: WizardStepControls<K>, data: TData) => ReactNode
}

/** What the side panel may show of the wizard. */
export interface WizardProgress<K extends string = string> {
  step: K
  title: string
  number: number
  count: number
  /** See `percentComplete` (wizard-steps.ts): the applicable steps before the furthest reached one. */
  percentComplete: number
}

export interface WizardProps<TData, K extends string> {
  /** Names the step navigation for assistive technology, e.g. 'Registration steps'. */
  label: string
  steps: readonly WizardStep<TData, K>[]
  /** What `applies`, `optional`, `nextLabel` and `content` read: typically the record. */
  data: TData
  /** The step saved on the record: the wizard opens on it, and every step up to it may be revisited. */
  savedStep: StepRef<K>
  /** The side panel (the certification's name, percent complete, review messages). */
  aside?: ReactNode | ((progress: WizardProgress<K>) => ReactNode)
  /** The last step was saved. */
  onComplete?: () => void
}

interface Moves {
  /** The position asked for (Next, Back, a step's title), resolved to a step that applies. */
  wanted: number
  /** The furthest position reached in this visit. */
  reached: number
}

export function Wizard<TData, K extends string>({
  label,
  steps,
  data,
  savedStep,
  aside,
  onComplete,
}: WizardProps<TData, K>) {
  const savedPosition = stepPosition(steps, savedStep)
  const [moves, setMoves] = useState<Moves>(() => ({ wanted: savedPosition, reached: savedPosition }))
  const [isListOpen, setListOpen] = useState(false)
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)

  const applicable = applicableIndexes(steps, data)
  const current = resolveStep(steps, data, moves.wanted)
  const reachedPosition = Math.max(moves.reached, savedPosition)
  const reached = Math.max(resolveStep(steps, data, reachedPosition), current)
  const step = steps[current]

  // Focus follows the step (not on the first render: the page's own focus rules apply then).
  const shownKey = useRef(step?.key)
  useEffect(() => {
    if (shownKey.current === step?.key) return
    shownKey.current = step?.key
    headingRef.current?.focus()
  }, [step?.key])

  if (!step) return null

  const goTo = (index: number) => {
    setMoves((previous) => ({ ...previous, wanted: index }))
    setListOpen(false)
  }
  const number = applicable.indexOf(current) + 1
  const count = applicable.length
  const isLast = number === count
  const previous = applicable[number - 2]
  const title = stepTitle(step, data)
  const controls: WizardStepControls<K> = {
    key: step.key,
    title,
    number,
    count,
    isLast,
    nextLabel: nextLabelOf(step, data),
    saved: () => {
      // Only the step on screen advances: a late answer for a step left meanwhile moves nothing.
      setMoves((moved) =>
        resolveStep(steps, data, moved.wanted) === current
          ? { wanted: current + 1, reached: Math.max(moved.reached, current + 1) }
          : moved,
      )
      if (isLast) onComplete?.()
    },
    back: previous === undefined ? null : () => goTo(previous),
  }
  const progress: WizardProgress<K> = {
    step: step.key,
    title,
    number,
    count,
    percentComplete: percentComplete(steps, data, reachedPosition + 1),
  }
  const headingId = `${id}-heading`
  const listId = `${id}-steps`

  return (
    <div className={classes.wizard}>
      <div className={classes.side}>
        {aside !== undefined && <div>{typeof aside === 'function' ? aside(progress) : aside}</div>}
        <nav aria-label={label}>
          <Group hiddenFrom="sm" justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} className={classes.summary}>{`Step ${number} of ${count}`}</Text>
            <Button
              className={classes.listToggle}
              variant="subtle"
              size="compact-sm"
              aria-expanded={isListOpen}
              aria-controls={listId}
              onClick={() => setListOpen((isOpen) => !isOpen)}
            >
              {isListOpen ? 'Hide steps' : 'All steps'}
            </Button>
          </Group>
          <ol id={listId} className={classes.steps} data-open={isListOpen || undefined}>
            {applicable.map((index, position) => {
              const listed = steps[index]
              if (!listed) return null
              const state = index === current ? 'current' : index <= reached ? 'reached' : 'unreached'
              const marker = (
                <span className={classes.marker} aria-hidden>
                  {position + 1}
                </span>
              )
              const listedTitle = stepTitle(listed, data)
              return (
                <li key={listed.key} data-state={state}>
                  {state === 'current' && (
                    <span className={classes.stepLabel} aria-current="step">
                      {marker}
                      {listedTitle}
                    </span>
                  )}
                  {state === 'reached' && (
                    <UnstyledButton className={classes.stepLabel} onClick={() => goTo(index)}>
                      {marker}
                      {listedTitle}
                    </UnstyledButton>
                  )}
                  {state === 'unreached' && (
                    <span className={classes.stepLabel}>
                      {marker}
                      {listedTitle}
                      <VisuallyHidden>, not reached yet</VisuallyHidden>
                    </span>
                  )}
                </li>
              )
            })}
          </ol>
        </nav>
      </div>
      <section aria-labelledby={headingId} className={classes.content}>
        <Title order={2} id={headingId} ref={headingRef} tabIndex={-1} mb="md" className={classes.heading}>
          {title}
        </Title>
        <Fragment key={step.key}>{step.content(controls, data)}</Fragment>
      </section>
    </div>
  )
}
