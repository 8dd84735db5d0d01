import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z, DecideMembershipBody } from '@portal/contracts'
import { useServerForm } from '../../../lib/use-server-form'
import { useDecideMembershipRequest } from './admin-membership-api'
import { DECISION_FORM_FIELDS } from './decision-form'

/**
 * The Approve or Reject modal's form: its schema turns what the admin typed into the decision.
 * The server's field errors land on the form, any other message (a refused charge) in the
 * modal's alert, which stays open; success calls `onDecided`.
 */
export function useDecisionForm<TInput extends FieldValues>(
  schema: z.ZodMiniType<DecideMembershipBody, TInput>,
  defaultValues: DefaultValues<TInput>,
  requestId: number,
  onDecided: () => void,
) {
  const decide = useDecideMembershipRequest(requestId)
  return useServerForm({
    schema,
    defaultValues,
    fields: DECISION_FORM_FIELDS,
    submit: (body) => decide.mutateAsync(body),
    onSuccess: onDecided,
  })
}
