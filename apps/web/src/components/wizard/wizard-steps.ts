/**
 * The wizard's rules over a step list, pure (no React): which steps apply to the screen's data,
 * how a step is titled, where a saved step number points, which step is shown for a wanted
 * position, and the percent complete. `Wizard` renders with them; a screen may call them too (a
 * dashboard card's percent complete).
 *
 * A position is an index in the FULL step list (the spec's numbering, skipped steps included), so
 * a step number saved on a record keeps pointing at the same step whatever the rules skip today.
 */

/** What the rules read of a step (the `Wizard`'s `WizardStep` adds its content). */
export interface StepRules<TData, K extends string = string> {
  /** Stable name of the step (the one the screen posts with its fields), e.g. 'shipping'. */
  key: K
  /** As the spec names it, without "(optional)": e.g. 'Practice Exam Bundle'. */
  title: string
  /** A step that does not apply is neither shown nor counted. Applies when left out. */
  applies?: (data: TData) => boolean
  /** An optional step is titled "<title> (optional)". */
  optional?: boolean | ((data: TData) => boolean)
  /** The label of the step's submit button; 'Next' when left out ('Add to Cart', 'Submit'...). */
  nextLabel?: string | ((data: TData) => string)
}

/** A saved step: its key, or its 1-based number in the full list (what a record stores). */
export type StepRef<K extends string = string> = K | number

export const DEFAULT_NEXT_LABEL = 'Next'

export function stepApplies<TData>(step: StepRules<TData>, data: TData): boolean {
  return step.applies ? step.applies(data) : true
}

/** The indexes (in the full list) of the steps that apply, in order. */
export function applicableIndexes<TData>(steps: readonly StepRules<TData>[], data: TData): number[] {
  return steps.flatMap((step, index) => (stepApplies(step, data) ? [index] : []))
}

/** 'Membership (optional)' for an optional step, the title otherwise. */
export function stepTitle<TData>(step: StepRules<TData>, data: TData): string {
  const isOptional = typeof step.optional === 'function' ? step.optional(data) : (step.optional ?? false)
  return isOptional ? `${step.title} (optional)` : step.title
}

export function nextLabelOf<TData>(step: StepRules<TData>, data: TData): string {
  return (typeof step.nextLabel === 'function' ? step.nextLabel(data) : step.nextLabel) ?? DEFAULT_NEXT_LABEL
}

/**
 * The position (full-list index) a saved step points at: a key's index, or number - 1. A number
 * past the last step gives `steps.length` (every step done); below 1, or an unknown key, gives 0.
 */
export function stepPosition<K extends string>(steps: readonly { key: K }[], ref: StepRef<K>): number {
  if (typeof ref === 'number') {
    if (!Number.isFinite(ref)) return 0
    return Math.min(Math.max(Math.trunc(ref) - 1, 0), steps.length)
  }
  return Math.max(
    steps.findIndex((step) => step.key === ref),
    0,
  )
}

/** The 1-based number of a step in the full list: what a screen saves on the record. */
export function stepNumber<K extends string>(steps: readonly { key: K }[], key: K): number {
  return stepPosition(steps, key) + 1
}

/**
 * The step shown for a wanted position: the first step that applies at or after it, else the
 * last one that applies before it (a position past the end stays on the last step); -1 when no
 * step applies.
 */
export function resolveStep<TData>(steps: readonly StepRules<TData>[], data: TData, position: number): number {
  const applicable = applicableIndexes(steps, data)
  return applicable.find((index) => index >= position) ?? applicable.at(-1) ?? -1
}

/**
 * Percent complete, 0 to 100 (rounded): the share of the applicable steps that come before the
 * furthest reached one, i.e. were saved. Reaching a step past the last applicable one is 100.
 */
export function percentComplete<TData, K extends string>(
  steps: readonly StepRules<TData, K>[],
  data: TData,
  reached: StepRef<K>,
): number {
  const applicable = applicableIndexes(steps, data)
  if (applicable.length === 0) return 0
  const position = stepPosition(steps, reached)
  const done = applicable.filter((index) => index < position).length
  return Math.round((done / applicable.length) * 100)
}
