/**
 * THE way to build a staff decision's form (approve or reject a registration, an experience, a
 * CEU, a group CEU, a membership, an extension), for the DecisionModal that shows it:
 *
 *   const RejectSchema = decisionFormSchema(RejectCeuBody, { fields: REJECT_STATUS_FIELD })
 *   const decision = useDecisionForm({
 *     schema: RejectSchema,
 *     defaultValues: decisionDefaults({ status: undefined }),
 *     submit: (body) => reject.mutateAsync(body),
 *     onDecided,
 *     failure: M.couldNotReject,
 *   })
 *   <DecisionModal form={decision} ...><ReviewStatusField control={decision.form.control} /></DecisionModal>
 *
 * Every decision holds the chosen canned messages (`selectedMessages`, their ids as the picker's
 * strings) and the free message; the decision's own fields (a status, a step, a completion code,
 * options) come in `fields`. The form's values are piped into the contract's body, so the
 * browser shows the server's own messages on the fields ('You must select a step', a refusal
 * that needs a message), and what the contract does not take is dropped.
 */
import type { DefaultValues, FieldValues } from 'react-hook-form'
import { z, REVIEW_STATUS_LABELS } from '@portal/contracts'
import { hasServerMessage } from '../lib/errors'
import { textOrNull } from '../lib/text'
import { useServerForm } from '../lib/use-server-form'

type Shape = Record<string, z.ZodMiniType>

const messageFields = {
  /** Optional: a decision that offers no canned messages may leave them out of its values. */
  selectedMessages: z.optional(z.array(z.string())),
  message: z.string(),
}

/** What the form holds: the messages and the decision's own fields. */
export type DecisionFormValues<S extends Shape = Shape> = z.input<z.ZodMiniObject<typeof messageFields & S>>

/** The ids of the chosen options (canned messages, course materials), which the pickers hold as strings. */
export const ids = (values: readonly string[]) => values.map(Number)

export interface DecisionFormOptions<TBodyInput, S extends Shape> {
  /** The decision's own fields, as the form holds them; by default sent as they are. */
  fields?: S
  /** What the decision's own fields send (with fixed values of the body, say `approved: true`). */
  toBody?: (values: z.output<z.ZodMiniObject<S>>) => Partial<TBodyInput>
  /**
   * Rules of the form's own, before the contract's (an option to choose where the modal offers
   * some): where a rule's `holds` says no, its `message` goes on the field `path`.
   */
  rules?: readonly DecisionFormRule<S>[]
}

export interface DecisionFormRule<S extends Shape> {
  holds: (values: z.output<z.ZodMiniObject<S>>) => boolean
  path: keyof S & string
  message: string
}

/**
 * The decision's form schema: its values, then the contract's body (`body`) checking them. A value
 * the body refuses (no status chosen) is refused on its field, with the contract's message.
 */
export function decisionFormSchema<B extends z.ZodMiniType, S extends Shape = Record<never, never>>(
  body: B,
  { fields, toBody, rules = [] }: DecisionFormOptions<z.input<B>, S> = {},
): z.ZodMiniType<z.output<B>, DecisionFormValues<S>> {
  const shape = z.object({ ...messageFields, ...(fields as S) })
  const values =
    rules.length > 0
      ? shape.check(
          ...rules.map((rule) =>
            z.refine((form) => rule.holds(form as z.output<z.ZodMiniObject<S>>), {
              path: [rule.path],
              message: rule.message,
            }),
          ),
        )
      : shape
  return z.pipe(
    z.pipe(
      values,
      z.transform((form): unknown => {
        const {
          selectedMessages = [],
          message,
          ...own
        } = form as {
          selectedMessages?: string[]
          message: string
        } & z.output<z.ZodMiniObject<S>>
        const ownValues = own as z.output<z.ZodMiniObject<S>>
        // The own fields may hold no value or another one yet (no status chosen): the body's check
        // refuses it on the field.
        return {
          ...(toBody ? toBody(ownValues) : ownValues),
          selectedMessages: ids(selectedMessages),
          message: textOrNull(message),
        }
      }),
    ),
    body as z.ZodMiniType<z.output<B>>,
  ) as z.ZodMiniType<z.output<B>, DecisionFormValues<S>>
}

/** A decision's starting values: no canned message, an empty message, and its own fields' values. */
export function decisionDefaults<T extends object = Record<never, never>>(own?: T) {
  return { selectedMessages: [] as string[], message: '', ...own } as {
    selectedMessages: string[]
    message: string
  } & T
}

/** The status a rejection sets, chosen in a select: undefined until one is chosen. */
export const REJECT_STATUS_FIELD = { status: z.optional(z.string()) }

/** 'Set status to': the review statuses other than approved, by their names. */
export const REJECT_STATUS_OPTIONS = (['rejected', 'more_info_requested'] as const).map((status) => ({
  value: status,
  label: REVIEW_STATUS_LABELS[status],
}))

export interface DecisionFormHookOptions<TInput extends FieldValues, TOutput, TResult> {
  schema: z.ZodMiniType<TOutput, TInput>
  defaultValues: DefaultValues<TInput>
  /** Sends the decision (the feature's mutation). */
  submit: (body: TOutput) => Promise<TResult>
  /** After the server accepted: close, refresh, toast. */
  onDecided: () => void
  /**
   * The screen's words when the decision fails without a reason of the server's (a crash, the
   * network): 'Could not approve CEU'. The server's reason (a declined card) is shown as it is.
   */
  failure?: string
  /** Anything more a failure does (a toast). */
  onFailure?: (error: unknown) => void
}

/**
 * The decision's `useServerForm`: the server's field errors land on the form, any other message
 * in the modal's alert, which stays open to try again; success calls `onDecided`.
 */
export function useDecisionForm<TInput extends FieldValues, TOutput, TResult>({
  schema,
  defaultValues,
  submit,
  onDecided,
  failure,
  onFailure,
}: DecisionFormHookOptions<TInput, TOutput, TResult>) {
  const decision = useServerForm({
    schema,
    defaultValues,
    // The fields shown are those the decision starts with (a status not chosen yet among them).
    fields: Object.keys(defaultValues),
    submit,
    onSuccess: () => onDecided(),
    onError: (error, { formMessages }) => {
      onFailure?.(error)
      if (failure && formMessages.length > 0 && !hasServerMessage(error)) decision.setFormMessages([failure])
    },
  })
  return decision
}
