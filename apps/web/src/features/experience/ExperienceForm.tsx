import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core'
import { useId, useMemo, useState } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import {
  easternDay,
  ErrorCode,
  EXPERIENCE_FILE,
  ExperienceMessages as M,
  formatDate,
  formatHours,
  type Experience,
  type ExperienceDetail,
  type ExperienceRegistration,
  type ServiceTypeOption,
} from '@portal/contracts'
import { EmailAddress } from '../../components/EmailAddress'
import { DeleteFileModal } from '../../components/DeleteFileModal'
import { FileField } from '../../components/form/FileField'
import { FileList } from '../../components/form/FileList'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField } from '../../components/form/FormFields'
import { TextareaField } from '../../components/form/TextareaField'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { ApiError, hasServerMessage, isApiError, serverMessageOr } from '../../lib/errors'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import {
  useCreateExperience,
  useDeleteExperienceFile,
  useUpdateExperience,
  useUploadExperienceFile,
} from './experience-api'
import {
  chosenServiceType,
  earliestStartOf,
  experienceFormDefaults,
  experienceFormFields,
  experienceFormSchema,
  offeredServiceTypes,
  toExperienceFormData,
  type ExperienceFormOutput,
  type ExperienceFormValues,
} from './experience-form'
import { ExperienceScreenTexts as T } from './experience-view'

type ExperienceFile = Experience['files'][number]

export interface ExperienceFormProps {
  registration: ExperienceRegistration
  serviceTypes: readonly ServiceTypeOption[]
  /** The entry to change; null to log a new one. */
  experience: Experience | null
  /** Staff (an admin route): no verified box, and every entry may be changed. */
  isAdmin: boolean
  /** After the server accepted (the toast is said). */
  onSaved: (detail: ExperienceDetail) => void
}

/**
 * The experience form (spec 2 §5), for members (add and edit until approved) and staff (always
 * editable, Save Changes): the service type with its hours left and custom fields, the
 * military-spouse fields or the job title, the supervisor, the dates, the Experience Verification
 * Form and, for members, the verified box. An entry the reader may not change shows its values.
 */
export function ExperienceForm(props: ExperienceFormProps) {
  const { experience } = props
  if (experience && !experience.isEditable && !props.isAdmin)
    return <ExperienceReadOnly {...props} experience={experience} />
  return <EditableExperienceForm {...props} />
}

/**
 * Where a failed upload is said. On the file field only what concerns the file: the server's 422
 * on `media`, a file too large (413), or 'Could not upload file.' (spec 2 §8) when the upload
 * itself failed (the network, a crash). Any other refusal the server explained (409: the entry was
 * approved meanwhile and is locked) is not the file's fault: its message is said above the form.
 */
function uploadFailure(error: unknown): unknown {
  if (isApiError(error) && error.body.errors?.media) return error
  const isTooLarge = isApiError(error) && error.status === 413
  if (hasServerMessage(error) && !isTooLarge) return error
  const message = serverMessageOr(error, M.uploadFailed)
  return new ApiError(422, { message, code: ErrorCode.validation, errors: { media: [message] } })
}

function EditableExperienceForm({ registration, serviceTypes, experience, isAdmin, onSaved }: ExperienceFormProps) {
  const [today] = useState(easternDay)
  const files = experience?.files ?? []
  const offered = useMemo(
    () => offeredServiceTypes(serviceTypes, registration.militarySpouse, experience?.fellowshipServiceTypeId ?? null),
    [serviceTypes, registration.militarySpouse, experience?.fellowshipServiceTypeId],
  )
  const context = { registration, serviceTypes: offered, isAdmin, hasFile: files.length > 0, today }
  const schema = useMemo(
    () => experienceFormSchema({ registration, serviceTypes: offered, isAdmin, hasFile: files.length > 0, today }),
    [registration, offered, isAdmin, files.length, today],
  )
  const create = useCreateExperience(registration.id)
  const update = useUpdateExperience(registration.id, experience?.id ?? 0)
  const upload = useUploadExperienceFile(registration.id, experience?.id ?? 0)

  const experienceForm = useServerForm({
    schema,
    defaultValues: experienceFormDefaults(experience, offered, today),
    fields: experienceFormFields(context),
    submit: async ({ fields, media }) => {
      if (!experience) return create.mutateAsync(toExperienceFormData({ fields, media }))
      // The file first: a service type that requires the form is then saved with it attached.
      if (media) {
        await upload.mutateAsync(media).catch((error: unknown) => {
          throw uploadFailure(error)
        })
        experienceForm.form.setValue('media', null)
      }
      return update.mutateAsync(fields)
    },
    onSuccess: (detail) => {
      toastSuccess(experience ? M.saved : M.added)
      onSaved(detail)
    },
  })
  const { form } = experienceForm
  const typeId = useWatch({ control: form.control, name: 'fellowshipServiceTypeId' })
  const type = chosenServiceType(offered, typeId)
  const earliest = earliestStartOf(registration)
  const [deleting, setDeleting] = useState<ExperienceFile | null>(null)
  const remove = useDeleteExperienceFile(experience?.id ?? 0)

  // The dialog is outside the form: a submit inside a portal still bubbles through React.
  return (
    <>
      <form onSubmit={experienceForm.onSubmit} noValidate>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md" maw={760}>
            <FormAlert messages={experienceForm.formMessages} />
            <SelectField
              control={form.control}
              name="fellowshipServiceTypeId"
              label="Service Type"
              emptyLabel="Select a service type"
              options={offered.map((option) => ({
                value: String(option.id),
                label: `${option.name} (${formatHours(option.hoursLeft)} hours left)`,
              }))}
              required
            />
            {type?.extraFields.map((field) => (
              <TextField
                key={`${type.id}-${field.key}`}
                control={form.control}
                name={`extra.${field.key}`}
                label={field.label}
                required
              />
            ))}
            {registration.militarySpouse ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextField
                    control={form.control}
                    name="sessions"
                    label="Sessions"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    required
                  />
                  <TextField
                    control={form.control}
                    name="attendance"
                    label="Attendance"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    required
                  />
                </SimpleGrid>
                <TextareaField
                  control={form.control}
                  name="practicumImpact"
                  label="Practicum Impact"
                  maxLength={5000}
                  minRows={3}
                  required
                />
              </>
            ) : (
              <TextField control={form.control} name="title" label="Job Title" description="Optional" />
            )}
            <TextField control={form.control} name="organization" label="Organization" required />
            <TextField
              control={form.control}
              name="hours"
              label="Hours"
              description={type ? `${formatHours(type.hoursLeft)} hours left for ${type.name}` : undefined}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              required
              maw={240}
            />
            <TextField control={form.control} name="supervisorName" label="Supervisor Name" required />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={form.control}
                name="supervisorEmail"
                label="Supervisor Email"
                type="email"
                autoComplete="off"
                required
              />
              <TextField
                control={form.control}
                name="supervisorPhone"
                label="Supervisor Phone"
                type="tel"
                autoComplete="off"
                required
              />
            </SimpleGrid>
            <TextareaField control={form.control} name="description" label="Description" maxLength={5000} required />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={form.control}
                name="startDate"
                label="Start Date"
                description={earliest ? `On or after ${formatDate(earliest)}` : undefined}
                type="date"
                min={earliest ?? undefined}
                max={today}
                required
              />
              <TextField control={form.control} name="endDate" label="End Date" type="date" max={today} required />
            </SimpleGrid>
            {(type?.fileUploadRequired || files.length > 0) && (
              <VerificationFormField
                control={form.control}
                isRequired={type?.fileUploadRequired ?? false}
                files={files}
                onDelete={setDeleting}
              />
            )}
            {!isAdmin && <CheckboxField control={form.control} name="verified" label={M.verifiedLabel} required />}
            <Group>
              <Button type="submit" loading={experienceForm.isPending}>
                {experience ? T.submitEdit : T.submitNew}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      {deleting && (
        <DeleteFileModal
          file={deleting}
          failureMessage={M.deleteFailed}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  )
}

/** The Experience Verification Form: the file to send, and those attached, each with Delete. */
function VerificationFormField({
  control,
  isRequired,
  files,
  onDelete,
}: {
  control: Control<ExperienceFormValues, unknown, ExperienceFormOutput>
  isRequired: boolean
  files: readonly ExperienceFile[]
  onDelete: (file: ExperienceFile) => void
}) {
  const headingId = useId()
  const label = 'Experience Verification Form'
  return (
    <Stack gap={6}>
      <FileField control={control} name="media" label={label} spec={EXPERIENCE_FILE} required={isRequired} />
      {files.length > 0 && (
        <>
          <VisuallyHidden>
            <Title order={2} id={headingId}>{`${label}: attached files`}</Title>
          </VisuallyHidden>
          <FileList files={files} labelledBy={headingId} onDelete={onDelete} />
        </>
      )}
    </Stack>
  )
}

/** An entry the reader may not change (a member's approved entry): its values, no submit. */
function ExperienceReadOnly({
  registration,
  serviceTypes,
  experience,
}: ExperienceFormProps & { experience: Experience }) {
  const type = chosenServiceType(serviceTypes, String(experience.fellowshipServiceTypeId))
  return (
    <Stack gap="md">
      <Alert color={experience.approved ? 'green' : 'gray'} role="status">
        {experience.approved ? M.approvedReadOnly : T.readOnly}
      </Alert>
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="Experience">
          <ValueRow label="Service Type">{experience.serviceType}</ValueRow>
          {type?.extraFields.map((field) => (
            <ValueRow key={field.key} label={field.label}>
              {experience.extra[field.key] ?? ''}
            </ValueRow>
          ))}
          {registration.militarySpouse ? (
            <>
              <ValueRow label="Sessions">{experience.sessions ?? ''}</ValueRow>
              <ValueRow label="Attendance">{experience.attendance ?? ''}</ValueRow>
              <ValueRow label="Practicum Impact">{experience.practicumImpact ?? ''}</ValueRow>
            </>
          ) : (
            <ValueRow label="Job Title">{experience.title ?? ''}</ValueRow>
          )}
          <ValueRow label="Organization">{experience.organization}</ValueRow>
          <ValueRow label="Hours">{formatHours(experience.hours)}</ValueRow>
          <ValueRow label="Supervisor Name">{experience.supervisorName}</ValueRow>
          <ValueRow label="Supervisor Email">
            <EmailAddress email={experience.supervisorEmail} />
          </ValueRow>
          <ValueRow label="Supervisor Phone">{experience.supervisorPhone}</ValueRow>
          <ValueRow label="Description">{experience.description}</ValueRow>
          <ValueRow label="Start Date">{formatDate(experience.startDate)}</ValueRow>
          <ValueRow label="End Date">{formatDate(experience.endDate)}</ValueRow>
          <ValueRow label="Status">{experience.status}</ValueRow>
          {experience.files.length > 0 && (
            <ValueRow label="Experience Verification Form">
              <FileList files={experience.files} />
            </ValueRow>
          )}
        </ValueTable>
      </Paper>
    </Stack>
  )
}
