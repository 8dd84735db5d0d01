/**
 * The portal's one file picker. What a field takes comes from the contract's multipart
 * declaration (`UploadFileSpec`: its types, size and messages), so the browser says the same as
 * the server: the hint under the label ('A PDF, JPEG or PNG file (10 MB at most).'), the file
 * dialog's `accept`, and a chosen file's problem in the contract's words, said on the field
 * before anything is sent. The picker is a button (Mantine's FileInput: reached with Tab, opened
 * with Enter or Space, named by its label); the chosen file's name shows in it, with a Remove
 * button named after the file.
 *
 * When a file is sent (one upload timing per kind of file):
 * - a file that belongs to the record a form saves (a student's transcript, an experience's
 *   verification form) is held by the form and sent with its submit (`FileField`): the record
 *   may not exist before the submit, and nothing is stored before the person commits;
 * - a document list kept on a record that exists already (a registration's documentation,
 *   several files of each kind, each listed with Delete) sends each file as it is chosen
 *   (`FilePicker` with `onChange` uploading and `busy` while it does): the step's Next then only
 *   checks that what is required is there, and a file is never lost to a step left unsaved.
 */
import { FileInput, type FileInputProps } from '@mantine/core'
import { useState, type Ref } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { uploadAccept, uploadFileProblem, uploadHint, type UploadFileSpec } from '@portal/contracts'

export interface FilePickerProps {
  label: string
  /** The contract's declaration of this file (`FORM.files.media`). */
  spec: UploadFileSpec
  /** The file chosen and not sent yet; null when none (always null for a picker that uploads at once). */
  value: File | null
  /** A chosen file that passed the contract's checks, or null when it was removed. */
  onChange: (file: File | null) => void
  /** The form's or the server's error on this field. */
  error?: string | undefined
  /** Said before the hint of the types and size. */
  description?: string | undefined
  /** Marks the field required for assistive technology; an optional one says "(optional)". */
  required?: boolean
  /** While the chosen file is being sent: the picker says so and waits. */
  busy?: boolean
  onBlur?: () => void
  inputRef?: Ref<HTMLButtonElement>
  maw?: FileInputProps['maw']
}

export function FilePicker({
  label,
  spec,
  value,
  onChange,
  error,
  description,
  required = false,
  busy = false,
  onBlur,
  inputRef,
  maw = 480,
}: FilePickerProps) {
  // A refused file is never handed on: its problem is said here until another file is chosen.
  const [problem, setProblem] = useState<string | null>(null)
  const choose = (file: File | null) => {
    const found = file ? uploadFileProblem(spec, file) : null
    setProblem(found)
    onChange(found ? null : file)
  }
  return (
    <FileInput
      label={required ? label : `${label} (optional)`}
      description={[description, uploadHint(spec)].filter(Boolean).join(' ')}
      placeholder={busy ? 'Uploading...' : 'Choose a file'}
      accept={uploadAccept(spec)}
      value={value}
      onChange={choose}
      onBlur={onBlur}
      ref={inputRef}
      clearable
      clearButtonProps={value ? { 'aria-label': `Remove ${value.name}` } : undefined}
      disabled={busy}
      error={problem ?? error}
      withAsterisk={false}
      required={required}
      maw={maw}
    />
  )
}

/** A file held by a react-hook-form form and sent with its submit. */
export function FileField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, TOut>; name: FieldPath<T> } & Omit<
  FilePickerProps,
  'value' | 'onChange' | 'error' | 'onBlur' | 'inputRef'
>) {
  const { field, fieldState } = useController({ control, name })
  const value: unknown = field.value
  return (
    <FilePicker
      {...props}
      value={value instanceof File ? value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  )
}
