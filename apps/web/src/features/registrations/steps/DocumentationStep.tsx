import { Anchor, Button, Group, List, Stack, Title, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import {
  z,
  REGISTRATION_FILE_FORM,
  REGISTRATION_MEDIA_LABELS,
  RegistrationMessages as M,
  type RegistrationFile,
  type RegistrationMediaType,
  requiredDocuments,
} from '@portal/contracts'
import { DeleteFileModal } from '../../../components/DeleteFileModal'
import { FilePicker } from '../../../components/form/FileField'
import { WizardStepForm } from '../../../components/wizard/WizardStepForm'
import { isApiError } from '../../../lib/errors'
import { useServerForm } from '../../../lib/use-server-form'
import type { StepProps } from '../RegistrationWizard'
import {
  DocumentationStepBody,
  useDeleteRegistrationFile,
  useSaveRegistrationStep,
  useUploadRegistrationFile,
  type RegistrationRef,
} from '../registration-api'
import { needsIndependentTrainer } from '../registration-view'
import { IdSelectField } from '../step-fields'

/** The uploads' own fields: they hold nothing sent, only the errors the save or an upload found. */
const uploadMarker = z.optional(z.unknown())

/**
 * Step 3 (spec 2 §5, §8): the pathway's required uploads (transcript, designation documentation,
 * proof of completion) and other supporting documentation, each uploaded as it is chosen; the
 * Independent Trainer whose program was completed on that pathway. Next saves the step, which
 * the server refuses with 'Required' on a missing upload.
 */
export function DocumentationStep({ step, detail, registrationRef }: StepProps) {
  const { registration, options } = detail
  const pathwayKey = registration.pathway?.key ?? null
  const required = requiredDocuments(pathwayKey)
  const askTrainer = needsIndependentTrainer(pathwayKey)
  const save = useSaveRegistrationStep(registrationRef)

  const schema = z
    .extend(DocumentationStepBody, {
      transcript: uploadMarker,
      designation_documentation: uploadMarker,
      proof_of_completion: uploadMarker,
      supporting_documentation: uploadMarker,
    })
    .check(
      z.superRefine((values, ctx) => {
        // The uploads are checked by the server when the step is saved ('Required' on the missing one).
        if (askTrainer && !values.independentTrainerId)
          ctx.addIssue({ code: 'custom', path: ['independentTrainerId'], message: M.required })
      }),
    )

  const documentationForm = useServerForm({
    schema,
    defaultValues: {
      step: 'documentation',
      independentTrainerId: registration.independentTrainerId ?? undefined,
      transcript: undefined,
      designation_documentation: undefined,
      proof_of_completion: undefined,
      supporting_documentation: undefined,
    },
    fields: [
      'independentTrainerId',
      'transcript',
      'designation_documentation',
      'proof_of_completion',
      'supporting_documentation',
    ],
    submit: ({ independentTrainerId }) =>
      save.mutateAsync({
        step: 'documentation',
        independentTrainerId: askTrainer ? (independentTrainerId ?? null) : null,
      }),
    onSuccess: step.saved,
  })
  const { control, formState, clearErrors } = documentationForm.form
  const uploads: RegistrationMediaType[] = [...required, 'supporting_documentation']
  const remove = useDeleteRegistrationFile(registrationRef)
  const [deleting, setDeleting] = useState<RegistrationFile | null>(null)

  // The dialog is outside the step's form: a submit inside a portal still bubbles through React.
  return (
    <>
      <WizardStepForm step={step} form={documentationForm}>
        {uploads.map((type) => (
          <UploadField
            key={type}
            type={type}
            error={formState.errors[type]?.message}
            onUploaded={() => clearErrors(type)}
            onDelete={setDeleting}
            isRequired={required.includes(type)}
            files={registration.media.filter((file) => file.type === type)}
            registrationRef={registrationRef}
          />
        ))}
        {askTrainer && (
          <IdSelectField
            control={control}
            name="independentTrainerId"
            label="Independent Trainer"
            description="The Independent Trainer whose program you completed."
            options={options.independentTrainers}
            emptyLabel="Select an Independent Trainer"
            required
            maw={480}
          />
        )}
      </WizardStepForm>
      {deleting && (
        <DeleteFileModal
          file={deleting}
          failureMessage={M.deleteFileFailed}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  )
}

/** One document: its file picker (uploading at once) and the files uploaded, each with Delete. */
function UploadField({
  type,
  error: stepError,
  onUploaded,
  onDelete,
  isRequired,
  files,
  registrationRef,
}: {
  type: RegistrationMediaType
  /** What saving the step found about this document ('Required'). */
  error: string | undefined
  onUploaded: () => void
  onDelete: (file: RegistrationFile) => void
  isRequired: boolean
  files: RegistrationFile[]
  registrationRef: RegistrationRef
}) {
  const upload = useUploadRegistrationFile(registrationRef)
  const [problem, setProblem] = useState<string | null>(null)
  const label = REGISTRATION_MEDIA_LABELS[type]
  const headingId = `upload-${type}-files`

  const send = (file: File | null) => {
    // The picker hands on only a file that passed the contract's checks.
    if (!file) return
    setProblem(null)
    upload.mutate(
      { type, file },
      {
        onSuccess: onUploaded,
        onError: (error) => {
          // Spec 2 §8: 'Could not upload file.' unless the server said what is wrong with it.
          const fieldMessage = isApiError(error)
            ? (error.body.errors?.media?.[0] ?? error.body.errors?.type?.[0] ?? error.body.errors?.[type]?.[0])
            : undefined
          setProblem(fieldMessage ?? M.uploadFailed)
        },
      },
    )
  }

  const error = problem ?? stepError
  return (
    <Stack gap={6}>
      {/* Each document is sent as it is chosen (FileField.tsx says why this list differs from a form's file). */}
      <FilePicker
        label={label}
        spec={REGISTRATION_FILE_FORM.files.media}
        value={null}
        onChange={send}
        busy={upload.isPending}
        error={error}
        required={isRequired}
      />
      {files.length > 0 && (
        <>
          <VisuallyHidden>
            <Title order={3} id={headingId}>{`${label}: uploaded files`}</Title>
          </VisuallyHidden>
          <List aria-labelledby={headingId} spacing={4} listStyleType="none" pl={0}>
            {files.map((file) => (
              <List.Item key={file.id}>
                <Group gap="sm" wrap="nowrap">
                  <Anchor href={file.url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
                    {file.fileName}
                  </Anchor>
                  <Button size="compact-sm" variant="default" onClick={() => onDelete(file)}>
                    Delete
                    <VisuallyHidden>{` ${file.fileName}`}</VisuallyHidden>
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  )
}
