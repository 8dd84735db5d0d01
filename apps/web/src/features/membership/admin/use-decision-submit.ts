import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { DecideMembershipBody } from '@portal/contracts'
import { applyServerErrors } from '../../../lib/form-errors'
import { useDecideMembershipRequest } from './admin-membership-api'
import { DECISION_FORM_FIELDS } from './decision-form'

/**
 * Sends an approve or reject decision: the server's field errors land on the form, any other
 * message (a refused charge) in the modal's alert, which stays open; success calls `onDecided`.
 */
export function useDecisionSubmit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'formState'>,
  requestId: number,
  onDecided: () => void,
) {
  const [formMessages, setFormMessages] = useState<string[]>([])
  const decide = useDecideMembershipRequest(requestId)
  const submit = (body: DecideMembershipBody) => {
    setFormMessages([])
    decide.mutate(body, {
      onSuccess: onDecided,
      onError: (error) =>
        setFormMessages(applyServerErrors(form, error, { fields: DECISION_FORM_FIELDS, toast: false })),
    })
  }
  return { formMessages, submit, isPending: decide.isPending }
}
