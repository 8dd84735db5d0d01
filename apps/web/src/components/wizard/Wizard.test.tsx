import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z, ErrorCode } from '@portal/contracts'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../test/render'
import { ApiError } from '../../lib/errors'
import { useServerForm } from '../../lib/use-server-form'
import { TextField } from '../form/FormFields'
import { Wizard, type WizardStep, type WizardStepControls } from './Wizard'
import { WizardStepForm } from './WizardStepForm'
import { viewport } from '../../../test/viewport'

/** A registration as the certification screen will read it (spec 2, sections 2.3 and 4). */
interface Registration {
  pathway: 'standard' | 'university'
  isMember: boolean
  hasUnpaidItems: boolean
}

type StepKey = 'pathway' | 'program' | 'shipping' | 'membership' | 'bundle' | 'pay'

/** The screen's save of a step (the API call): answers what changed on the registration. */
type SaveStep = (step: StepKey, value: string) => Promise<Partial<Registration>>

const FieldBody = z.object({ value: z.string().check(z.minLength(1, 'This field is required.')) })

/** A step built as a screen builds one: its own useServerForm, whose success calls step.saved. */
function FieldStep({
  step,
  label,
  save,
  onSaved,
}: {
  step: WizardStepControls<StepKey>
  label: string
  save: SaveStep
  onSaved?: (step: StepKey) => void
}) {
  const fieldForm = useServerForm({
    schema: FieldBody,
    defaultValues: { value: '' },
    submit: ({ value }) => save(step.key, value),
    onSuccess: () => {
      step.saved()
      onSaved?.(step.key)
    },
  })
  return (
    <WizardStepForm step={step} form={fieldForm}>
      <TextField control={fieldForm.form.control} name="value" label={label} />
    </WizardStepForm>
  )
}

interface ScreenProps {
  registration: Registration
  savedStep: StepKey | number
  save?: SaveStep
  addToCart?: () => Promise<unknown>
  onComplete?: () => void
  /** Told after a form step called step.saved. */
  onSaved?: (step: StepKey) => void
}

/** The certification pre-registration screen in small: the registration is its state, as its query's data. */
function RegistrationScreen({
  registration: initial,
  savedStep,
  save = async () => ({}),
  addToCart = async () => undefined,
  onComplete,
  onSaved,
}: ScreenProps) {
  const [registration, setRegistration] = useState(initial)
  // The mutation sets the query's data before the step says it is saved.
  const saveAndStore: SaveStep = async (step, value) => {
    const changes = await save(step, value)
    setRegistration((current) => ({ ...current, ...changes }))
    return changes
  }
  const field = (label: string) => (step: WizardStepControls<StepKey>) => (
    <FieldStep step={step} label={label} save={saveAndStore} onSaved={onSaved} />
  )
  const steps: WizardStep<Registration, StepKey>[] = [
    { key: 'pathway', title: 'Pathway', content: field('Your pathway') },
    {
      key: 'program',
      title: 'Program Information',
      applies: (r) => r.pathway === 'university',
      content: field('University'),
    },
    { key: 'shipping', title: 'Shipping', content: field('Address') },
    {
      key: 'membership',
      title: 'Membership',
      optional: true,
      applies: (r) => !r.isMember,
      content: field('Membership type'),
    },
    {
      key: 'bundle',
      title: 'Practice Exam Bundle',
      optional: true,
      content: (step) => <WizardStepForm step={step} />,
    },
    {
      key: 'pay',
      title: 'Pay & Review',
      nextLabel: (r) => (r.hasUnpaidItems ? 'Add to Cart' : 'Submit'),
      content: (step) => <WizardStepForm step={step} onNext={addToCart} />,
    },
  ]
  return (
    <Wizard
      label="Registration steps"
      steps={steps}
      data={registration}
      savedStep={savedStep}
      aside={(progress) => <p>{`${progress.percentComplete}% complete`}</p>}
      onComplete={onComplete}
    />
  )
}

const MEMBER: Registration = { pathway: 'standard', isMember: true, hasUnpaidItems: true }
const NON_MEMBER: Registration = { ...MEMBER, isMember: false }

function deferred<T>() {
  let settle = { resolve: (_value: T) => {}, reject: (_error: unknown) => {} }
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

const nav = () => screen.getByRole('navigation', { name: 'Registration steps' })
const stepList = () => within(nav()).getByRole('list')
/** The listed steps' titles, as read (the hidden "not reached yet" included). */
const listed = () =>
  within(stepList())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''))
const currentInList = () => stepList().querySelector('[aria-current="step"]')
/** The step on screen: the region named by its heading. */
const shownHeading = () => {
  const heading = screen.getByRole('heading', { level: 2 })
  expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toBeTruthy()
  return heading
}
const next = (name = 'Next') => screen.getByRole('button', { name })
const isBusy = (button: HTMLElement) => button.hasAttribute('data-loading') && button.hasAttribute('disabled')

async function fillAndNext(label: string, value: string, button = 'Next') {
  await userEvent.type(screen.getByLabelText(label), value)
  await userEvent.click(next(button))
}

describe('Wizard: the steps that apply', () => {
  it('lists only the steps that apply, titles the optional ones, and counts only those', () => {
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="pathway" />)
    expect(listed()).toEqual([
      'Pathway',
      'Shipping, not reached yet',
      'Practice Exam Bundle (optional), not reached yet',
      'Pay & Review, not reached yet',
    ])
    expect(within(nav()).getByText('Step 1 of 4')).toBeTruthy()
    expect(screen.getByText('0% complete')).toBeTruthy()
  })

  it('shows a step once the data makes it apply', () => {
    renderInApp(<RegistrationScreen registration={{ ...NON_MEMBER, pathway: 'university' }} savedStep="pathway" />)
    expect(listed()).toEqual([
      'Pathway',
      'Program Information, not reached yet',
      'Shipping, not reached yet',
      'Membership (optional), not reached yet',
      'Practice Exam Bundle (optional), not reached yet',
      'Pay & Review, not reached yet',
    ])
    expect(within(nav()).getByText('Step 1 of 6')).toBeTruthy()
  })

  it('takes the next step from the data the save changed (the university pathway brings Program Information)', async () => {
    const save = vi.fn<SaveStep>(async (_step, value) => ({
      pathway: value === 'university' ? 'university' : 'standard',
    }))
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="pathway" save={save} />)
    expect(listed()).not.toContain('Program Information, not reached yet')

    await fillAndNext('Your pathway', 'university')
    await waitFor(() => expect(shownHeading().textContent).toBe('Program Information'))
    expect(save).toHaveBeenCalledWith('pathway', 'university')
    expect(within(nav()).getByText('Step 2 of 5')).toBeTruthy()
    expect(screen.getByText('20% complete')).toBeTruthy()
  })
})

describe('Wizard: the current step and revisiting', () => {
  it('opens on the step saved on the record, by key or by its number in the full list', () => {
    const { unmount } = renderInApp(<RegistrationScreen registration={MEMBER} savedStep="shipping" />)
    expect(shownHeading().textContent).toBe('Shipping')
    expect(currentInList()?.textContent).toBe('2Shipping')
    unmount()

    // Number 5 is the bundle (Program Information and Membership, skipped, still have their numbers).
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep={5} />)
    expect(shownHeading().textContent).toBe('Practice Exam Bundle (optional)')
    expect(within(nav()).getByText('Step 3 of 4')).toBeTruthy()
    expect(screen.getByText('50% complete')).toBeTruthy()
  })

  it('opens the next step that applies when the saved one is skipped', () => {
    // Number 4 is Membership, hidden for a member.
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep={4} />)
    expect(shownHeading().textContent).toBe('Practice Exam Bundle (optional)')
  })

  it('marks the shown step aria-current="step", and only that one', async () => {
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="bundle" />)
    const current = within(stepList())
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('[aria-current]'))
    expect(current).toHaveLength(1)
    expect(currentInList()?.getAttribute('aria-current')).toBe('step')
    expect(currentInList()?.textContent).toBe('3Practice Exam Bundle (optional)')

    await userEvent.click(within(nav()).getByRole('button', { name: 'Pathway' }))
    expect(currentInList()?.textContent).toBe('1Pathway')
    expect(stepList().querySelectorAll('[aria-current]')).toHaveLength(1)
  })

  it('opens a reached step from its title; a step not reached is not a button and says so', async () => {
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="shipping" />)
    expect(within(nav()).getByRole('button', { name: 'Pathway' })).toBeTruthy()
    expect(within(nav()).queryByRole('button', { name: /Practice Exam Bundle/ })).toBeNull()
    expect(within(nav()).queryByRole('button', { name: /Pay & Review/ })).toBeNull()
    expect(listed()).toContain('Pay & Review, not reached yet')

    await userEvent.click(within(nav()).getByRole('button', { name: 'Pathway' }))
    expect(shownHeading().textContent).toBe('Pathway')
    // The furthest reached step stays reachable after going back.
    await userEvent.click(within(nav()).getByRole('button', { name: 'Shipping' }))
    expect(shownHeading().textContent).toBe('Shipping')
    expect(within(nav()).queryByRole('button', { name: /Pay & Review/ })).toBeNull()
  })

  it('keeps the steps reached in this visit reachable after going back to an earlier one', async () => {
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="shipping" />)
    await fillAndNext('Address', '1 Main St')
    await waitFor(() => expect(shownHeading().textContent).toBe('Practice Exam Bundle (optional)'))

    await userEvent.click(within(nav()).getByRole('button', { name: 'Pathway' }))
    expect(screen.getByText('50% complete')).toBeTruthy()
    await userEvent.click(within(nav()).getByRole('button', { name: 'Practice Exam Bundle (optional)' }))
    expect(shownHeading().textContent).toBe('Practice Exam Bundle (optional)')
  })
})

describe('Wizard: Back and Next', () => {
  it('Back opens the previous step that applies without saving; the first step has no Back', async () => {
    const save = vi.fn<SaveStep>(async () => ({}))
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="bundle" save={save} />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(shownHeading().textContent).toBe('Shipping')
    // Program Information does not apply: Back skips it.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(shownHeading().textContent).toBe('Pathway')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(save).not.toHaveBeenCalled()
  })

  it('Next saves the step, then opens the next one that applies', async () => {
    const save = vi.fn<SaveStep>(async () => ({}))
    renderInApp(<RegistrationScreen registration={NON_MEMBER} savedStep="shipping" save={save} />)
    await fillAndNext('Address', '1 Main St')
    await waitFor(() => expect(shownHeading().textContent).toBe('Membership (optional)'))
    expect(save).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenCalledWith('shipping', '1 Main St')
    expect(screen.getByText('40% complete')).toBeTruthy()
  })

  it('does not save or move when the step’s own check refuses the values', async () => {
    const save = vi.fn<SaveStep>(async () => ({}))
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="shipping" save={save} />)
    await userEvent.click(next())
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(shownHeading().textContent).toBe('Shipping')
    expect(save).not.toHaveBeenCalled()
  })

  it('stays on the step when the save is refused, with the errors on the form, and advances once it succeeds', async () => {
    const save = vi
      .fn<SaveStep>()
      .mockRejectedValueOnce(
        new ApiError(422, {
          message: 'The given data was invalid.',
          code: ErrorCode.validation,
          errors: { value: ['We do not ship to this address.'], registration: ['The registration is locked.'] },
        }),
      )
      .mockResolvedValueOnce({})
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="shipping" save={save} />)
    await fillAndNext('Address', 'Nowhere')

    expect(await screen.findByText('We do not ship to this address.')).toBeTruthy()
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true')
    expect(within(screen.getByRole('alert')).getByText('The registration is locked.')).toBeTruthy()
    expect(shownHeading().textContent).toBe('Shipping')
    expect(currentInList()?.textContent).toBe('2Shipping')
    expect(screen.getByLabelText('Address')).toHaveProperty('value', 'Nowhere')
    expect(isBusy(next())).toBe(false)

    await userEvent.click(next())
    await waitFor(() => expect(shownHeading().textContent).toBe('Practice Exam Bundle (optional)'))
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('shows a busy Next while saving and submits a double click once', async () => {
    const answer = deferred<Partial<Registration>>()
    const save = vi.fn<SaveStep>(() => answer.promise)
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="shipping" save={save} />)
    await userEvent.type(screen.getByLabelText('Address'), '1 Main St')
    await userEvent.dblClick(next())

    await waitFor(() => expect(isBusy(next())).toBe(true))
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true)
    // Enter in the field while the save runs is not sent either.
    await userEvent.type(screen.getByLabelText('Address'), '{Enter}')
    expect(save).toHaveBeenCalledTimes(1)
    expect(shownHeading().textContent).toBe('Shipping')

    answer.resolve({})
    await waitFor(() => expect(shownHeading().textContent).toBe('Practice Exam Bundle (optional)'))
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('does not move when a save answers after the person opened another step', async () => {
    const answer = deferred<Partial<Registration>>()
    const onSaved = vi.fn()
    renderInApp(
      <RegistrationScreen registration={MEMBER} savedStep="shipping" save={() => answer.promise} onSaved={onSaved} />,
    )
    await fillAndNext('Address', '1 Main St')
    await waitFor(() => expect(isBusy(next())).toBe(true))
    await userEvent.click(within(nav()).getByRole('button', { name: 'Pathway' }))
    expect(shownHeading().textContent).toBe('Pathway')

    answer.resolve({})
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('shipping'))
    expect(shownHeading().textContent).toBe('Pathway')
    expect(within(nav()).queryByRole('button', { name: /Practice Exam Bundle/ })).toBeNull()
  })

  it('runs a step’s action once for a double click, busy until it settles', async () => {
    const answer = deferred<unknown>()
    const addToCart = vi.fn(() => answer.promise)
    const onComplete = vi.fn()
    renderInApp(
      <RegistrationScreen registration={MEMBER} savedStep="pay" addToCart={addToCart} onComplete={onComplete} />,
    )
    await userEvent.dblClick(next('Add to Cart'))
    await waitFor(() => expect(isBusy(next('Add to Cart'))).toBe(true))
    // A submit that does not go through the busy button (Enter again) is not sent either.
    const form = next('Add to Cart').closest('form')
    if (!form) throw new Error('The step has no form')
    fireEvent.submit(form)
    expect(addToCart).toHaveBeenCalledTimes(1)
    expect(onComplete).not.toHaveBeenCalled()

    answer.resolve(undefined)
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1))
    expect(addToCart).toHaveBeenCalledTimes(1)
  })

  it('a step without fields advances when its action resolves, and says why when it fails', async () => {
    const addToCart = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, { message: 'The cart is being checked out.', code: ErrorCode.conflict }))
      .mockResolvedValueOnce(undefined)
    const onComplete = vi.fn()
    renderInApp(
      <RegistrationScreen registration={MEMBER} savedStep="pay" addToCart={addToCart} onComplete={onComplete} />,
    )
    await userEvent.click(next('Add to Cart'))
    expect(within(await screen.findByRole('alert')).getByText('The cart is being checked out.')).toBeTruthy()
    expect(onComplete).not.toHaveBeenCalled()
    expect(shownHeading().textContent).toBe('Pay & Review')

    await userEvent.click(next('Add to Cart'))
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1))
    expect(addToCart).toHaveBeenCalledTimes(2)
    expect(screen.getByText('100% complete')).toBeTruthy()
  })
})

describe('Wizard: the last step', () => {
  it('labels its button as the screen decides from the data', () => {
    const { unmount } = renderInApp(<RegistrationScreen registration={MEMBER} savedStep="pay" />)
    expect(next('Add to Cart')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    unmount()

    renderInApp(<RegistrationScreen registration={{ ...MEMBER, hasUnpaidItems: false }} savedStep="pay" />)
    expect(next('Submit')).toBeTruthy()
  })

  it('calls onComplete once the last step is saved, and not for the others', async () => {
    const onComplete = vi.fn()
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="bundle" onComplete={onComplete} />)
    await userEvent.click(next())
    await waitFor(() => expect(shownHeading().textContent).toBe('Pay & Review'))
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.click(next('Add to Cart'))
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1))
  })
})

afterEach(() => viewport(1024, 768))

describe('Wizard: focus and phone width', () => {
  it('leaves focus alone on the first render, then moves it to the new step’s heading', async () => {
    renderInApp(<RegistrationScreen registration={MEMBER} savedStep="shipping" />)
    expect(document.activeElement).toBe(document.body)

    await fillAndNext('Address', '1 Main St')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Practice Exam Bundle (optional)' })),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Shipping' }))

    await userEvent.click(within(nav()).getByRole('button', { name: 'Pathway' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pathway' }))
  })

  it('on a wide screen lists the steps with no summary or toggle', () => {
    renderInApp(<RegistrationScreen registration={NON_MEMBER} savedStep="shipping" />)
    expect(within(nav()).queryByRole('button', { name: 'All steps' })).toBeNull()
    expect(within(stepList()).getAllByRole('listitem')).toHaveLength(5)
  })

  it('at phone width sums the list up as "Step n of m" with a button that opens it, the title said once', async () => {
    viewport(390, 844)
    renderInApp(<RegistrationScreen registration={NON_MEMBER} savedStep="shipping" />)
    expect(within(nav()).getByText('Step 2 of 5')).toBeTruthy()
    // The step's title is the heading below, not repeated in the summary (issue 25, item 15).
    expect(within(nav()).getByText(/^Step 2 of 5/).textContent).toBe('Step 2 of 5')
    expect(shownHeading().textContent).toBe('Shipping')
    const toggle = within(nav()).getByRole('button', { name: 'All steps' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(stepList().id)
    expect(stepList().hasAttribute('data-open')).toBe(false)

    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Hide steps')
    expect(stepList().hasAttribute('data-open')).toBe(true)

    // Choosing a step closes the list again.
    await userEvent.click(within(nav()).getByRole('button', { name: 'Pathway' }))
    expect(within(nav()).getByText('Step 1 of 5')).toBeTruthy()
    expect(within(nav()).getByRole('button', { name: 'All steps' }).getAttribute('aria-expanded')).toBe('false')
  })
})
