import type { Control } from 'react-hook-form'
import { ADD_MEMBERSHIP_FORM, MembershipMessages } from '@portal/contracts'
import { FileField } from '../../components/form/FileField'
import type { JoinFormValues } from './join-form'

/**
 * The student's transcript: one file, sent as `media` with the membership request (the join
 * form and the registration wizard's membership step both draw it).
 */
export function TranscriptField<TOut>({ control }: { control: Control<JoinFormValues, unknown, TOut> }) {
  return (
    <FileField
      control={control}
      name="media"
      label="Transcript"
      description={MembershipMessages.studentOnly}
      spec={ADD_MEMBERSHIP_FORM.files.media}
      required
    />
  )
}
