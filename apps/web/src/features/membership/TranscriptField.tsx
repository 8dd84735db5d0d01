import { FileInput } from '@mantine/core'
import { useController, type Control } from 'react-hook-form'
import { MembershipMessages } from '@portal/contracts'
import { TRANSCRIPT_ACCEPT, type JoinFormValues } from './join-form'

/** The student's transcript: one PDF, JPEG or PNG file, sent as `media`. */
export function TranscriptField({ control }: { control: Control<JoinFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'media' })
  return (
    <FileInput
      label="Transcript"
      description={`${MembershipMessages.studentOnly} ${MembershipMessages.transcriptType}`}
      placeholder="Choose a file"
      accept={TRANSCRIPT_ACCEPT}
      clearable
      value={field.value instanceof File ? field.value : null}
      onChange={(file) => field.onChange(file)}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldState.error?.message}
    />
  )
}
