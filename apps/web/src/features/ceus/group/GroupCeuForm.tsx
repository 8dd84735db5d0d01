import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import {
  DOCUMENT_FILE,
  easternDay,
  ErrorCode,
  formatCents,
  formatDate,
  GroupCeuMessages as M,
  type GroupCeu,
  type GroupCeuFormContext,
} from '@portal/contracts'
import { DeleteFileModal } from '../../../components/DeleteFileModal'
import { EmailAddress } from '../../../components/EmailAddress'
import { FileField } from '../../../components/form/FileField'
import { FileList } from '../../../components/form/FileList'
import { FormAlert } from '../../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField } from '../../../components/form/FormFields'
import { RadioGroupField } from '../../../components/form/GroupFields'
import { TextareaField } from '../../../components/form/TextareaField'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { ApiError, hasServerMessage, isApiError, serverMessageOr } from '../../../lib/errors'
import { toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { useCreateGroupCeu, useDeleteGroupCeuFile, useUpdateGroupCeu, useUploadGroupCeuFile } from './group-ceus-api'
import { GROUP_CEU_FORM_FIELDS, groupCeuFormDefaults, groupCeuFormSchema, toGroupCeuFormData } from './group-ceu-form'
import { GroupCeuScreenTexts as T } from './group-ceu-view'

type GroupCeuFile = GroupCeu['files'][number]

export interface GroupCeuFormProps {
  context: GroupCeuFormContext
  /** The request to change; null for a new one ('Add to cart'). */
  ceu: GroupCeu | null
  /** Staff (an admin route): every request may be changed, nothing goes to the cart. */
  isAdmin: boolean
  /** After the server accepted (the toast is said). */
  onSaved: (ceu: GroupCeu) => void
}

/**
 * The 'CEU Pre-Approval Form' (spec 2 §5): for sponsors ('Add to cart' on a new request, 'Save
 * Changes' until it is approved) and staff (always editable, Save Changes). The fees are named
 * before the sponsor commits. An approved program shows its values to its sponsor.
 */
export function GroupCeuForm(props: GroupCeuFormProps) {
  if (props.ceu && !props.ceu.isEditable && !props.isAdmin) return <GroupCeuReadOnly ceu={props.ceu} />
  return <EditableGroupCeuForm {...props} />
}

/** A failed upload on the file field (spec 2 §8 'Could not upload file.'), any other refusal above the form. */
function uploadFailure(error: unknown): unknown {
  if (isApiError(error) && error.body.errors?.media) return error
  const isTooLarge = isApiError(error) && error.status === 413
  if (hasServerMessage(error) && !isTooLarge) return error
  const message = serverMessageOr(error, T.uploadFailed)
  return new ApiError(422, { message, code: ErrorCode.validation, errors: { media: [message] } })
}

function EditableGroupCeuForm({ context, ceu, isAdmin, onSaved }: GroupCeuFormProps) {
  const [today] = useState(easternDay)
  const files = ceu?.files ?? []
  const schema = useMemo(() => groupCeuFormSchema(files.length), [files.length])
  const create = useCreateGroupCeu()
  const update = useUpdateGroupCeu(ceu?.id ?? 0)
  const upload = useUploadGroupCeuFile(ceu?.id ?? 0)
  const remove = useDeleteGroupCeuFile(ceu?.id ?? 0)
  const [deleting, setDeleting] = useState<GroupCeuFile | null>(null)

  const ceuForm = useServerForm({
    schema,
    defaultValues: groupCeuFormDefaults(ceu, today),
    fields: GROUP_CEU_FORM_FIELDS,
    submit: async ({ fields, media }) => {
      if (!ceu) return create.mutateAsync(toGroupCeuFormData({ fields, media }))
      if (media) {
        await upload.mutateAsync(media).catch((error: unknown) => {
          throw uploadFailure(error)
        })
        ceuForm.form.setValue('media', null)
      }
      return update.mutateAsync(fields)
    },
    onSuccess: (saved) => {
      toastSuccess(ceu ? M.savedToast : M.addedToCart)
      onSaved(saved)
    },
  })
  const { form } = ceuForm
  const agendaMethod = useWatch({ control: form.control, name: 'agendaMethod' })
  const listProgram = useWatch({ control: form.control, name: 'listProgram' })
  const isNew = ceu === null

  return (
    <>
      <form onSubmit={ceuForm.onSubmit} noValidate>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md" maw={760}>
            <FormAlert messages={ceuForm.formMessages} />
            {isNew && !isAdmin && (
              <Alert color="blue" variant="light">
                {T.feesBefore(formatCents(context.reviewFeeCents), formatCents(context.listingFeeCents))}
              </Alert>
            )}
            <TextField control={form.control} name="programTitle" label="Program Title" required />
            <TextField control={form.control} name="sponsor" label="Sponsor" required />
            <TextareaField
              control={form.control}
              name="programDescription"
              label="Program Description"
              maxLength={5000}
              minRows={3}
              required
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={form.control}
                name="credits"
                label="Credits"
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                required
              />
              <SelectField
                control={form.control}
                name="creditTypeId"
                label="Credit Type"
                emptyLabel="Select a credit type"
                options={context.creditTypes.map((type) => ({ value: String(type.id), label: type.name }))}
                required
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField control={form.control} name="startDate" label="Start Date" type="date" required />
              <TextField control={form.control} name="endDate" label="End Date" type="date" required />
            </SimpleGrid>
            <TextField
              control={form.control}
              name="contactEmail"
              label="Contact Email"
              type="email"
              autoComplete="email"
              required
            />
            <TextField
              control={form.control}
              name="completionCode"
              label="Preferred Completion Code"
              description={M.completionCodeHint}
            />
            <RadioGroupField
              control={form.control}
              name="agendaMethod"
              label={T.agendaMethod}
              options={[
                { value: 'upload', label: T.agendaUpload },
                { value: 'type', label: T.agendaType },
              ]}
            />
            {agendaMethod === 'type' ? (
              <TextareaField
                control={form.control}
                name="programAgenda"
                label="Program Agenda"
                description={M.agendaHint}
                maxLength={10_000}
                minRows={4}
                required
              />
            ) : (
              <FileField
                control={form.control}
                name="media"
                label={T.agendaFile}
                spec={DOCUMENT_FILE}
                required={files.length === 0}
              />
            )}
            {files.length > 0 && <FileList label="Agenda files" files={files} onDelete={setDeleting} />}
            <CheckboxField
              control={form.control}
              name="listProgram"
              label={T.listProgramLabel}
              description={
                // The listing fee is named before it goes into the cart (once per request).
                isAdmin || ceu?.fees.some((fee) => fee.kind === 'ceu_listing')
                  ? undefined
                  : T.listingFee(formatCents(context.listingFeeCents))
              }
            />
            {listProgram && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField
                  control={form.control}
                  name="attendanceCost"
                  label="Attendance Cost ($)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  required
                />
                <TextField
                  control={form.control}
                  name="registrationUrl"
                  label="Registration URL"
                  type="url"
                  placeholder="https://"
                  required
                />
              </SimpleGrid>
            )}
            <Group>
              <Button type="submit" loading={ceuForm.isPending}>
                {isNew && !isAdmin ? M.addToCart : M.saveChanges}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      {deleting && (
        <DeleteFileModal
          file={deleting}
          failureMessage={T.deleteFailed}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  )
}

/** The fees of a request: each paid or waiting in the cart. */
export function GroupCeuFees({ ceu }: { ceu: GroupCeu }) {
  if (ceu.fees.length === 0) return null
  const waiting = ceu.fees.some((fee) => !fee.paid)
  return (
    <Stack gap={4}>
      <ValueTable aria-label={T.fees}>
        {ceu.fees.map((fee) => (
          <ValueRow key={fee.kind} label={fee.name}>
            {`${formatCents(fee.cents)} · ${fee.paid ? T.paid : T.inCart}`}
          </ValueRow>
        ))}
      </ValueTable>
      {waiting && (
        <Text size="sm">
          {M.inCartNotice}{' '}
          <Anchor component={Link} to="/cart">
            {T.viewCart}
          </Anchor>
        </Text>
      )}
    </Stack>
  )
}

/** An approved program its sponsor may no longer change: its values, no submit. */
function GroupCeuReadOnly({ ceu }: { ceu: GroupCeu }) {
  return (
    <Stack gap="md">
      <Alert color="green" role="status">
        {T.readOnly}
      </Alert>
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="Group CEU">
          <ValueRow label="Program Title">{ceu.programTitle}</ValueRow>
          <ValueRow label="Sponsor">{ceu.sponsor}</ValueRow>
          <ValueRow label="Program Description">{ceu.programDescription}</ValueRow>
          <ValueRow label="Credits">{ceu.credits}</ValueRow>
          <ValueRow label="Credit Type">{ceu.creditType}</ValueRow>
          <ValueRow label="Start Date">{formatDate(ceu.startDate)}</ValueRow>
          <ValueRow label="End Date">{formatDate(ceu.endDate)}</ValueRow>
          <ValueRow label="Contact Email">
            <EmailAddress email={ceu.contactEmail} />
          </ValueRow>
          <ValueRow label="Completion Code">{ceu.completionCode ?? ''}</ValueRow>
          {ceu.programAgenda && <ValueRow label="Program Agenda">{ceu.programAgenda}</ValueRow>}
          {ceu.files.length > 0 && (
            <ValueRow label={T.agendaFile}>
              <FileList label="Agenda files" files={ceu.files} />
            </ValueRow>
          )}
          <ValueRow label="Listed in the CEU Library">{ceu.listProgram ? 'Yes' : 'No'}</ValueRow>
          {ceu.listProgram && (
            <>
              <ValueRow label="Attendance Cost">{formatCents(ceu.attendanceCostCents ?? 0)}</ValueRow>
              <ValueRow label="Registration URL">{ceu.registrationUrl ?? ''}</ValueRow>
            </>
          )}
        </ValueTable>
      </Paper>
    </Stack>
  )
}
