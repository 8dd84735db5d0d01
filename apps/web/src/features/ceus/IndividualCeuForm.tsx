import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import {
  ErrorCode,
  INDIVIDUAL_CEU_FILE,
  IndividualCeuMessages as M,
  formatCredits,
  formatDate,
  type IndividualCeu,
  type IndividualCeuDetail,
  type IndividualCeuFormContext,
  type LockableCeuField,
} from '@portal/contracts'
import { DeleteFileModal } from '../../components/DeleteFileModal'
import { FileField } from '../../components/form/FileField'
import { FileList } from '../../components/form/FileList'
import { FormAlert } from '../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField } from '../../components/form/FormFields'
import { RadioGroupField } from '../../components/form/GroupFields'
import { TextareaField } from '../../components/form/TextareaField'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { ApiError, hasServerMessage, isApiError, serverMessageOr } from '../../lib/errors'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import {
  findCompletionCode,
  useCreateIndividualCeu,
  useDeleteIndividualCeuFile,
  useUpdateIndividualCeu,
  useUploadIndividualCeuFile,
} from './ceus-api'
import {
  ceuFormDefaults,
  ceuFormFields,
  ceuFormSchema,
  isCodeApplied,
  lockedFieldsOf,
  toCeuFormData,
} from './individual-ceu-form'

/** The CEU Guide the form links to (spec 2 §2.11). */
export const CEU_GUIDE_URL = 'https://www.afcpe.org/certification/continuing-education/'

type CeuFile = IndividualCeu['files'][number]

export interface IndividualCeuFormProps {
  form: IndividualCeuFormContext
  /** The CEU to change; null to report a new one. */
  ceu: IndividualCeu | null
  /** Staff (an admin route): no verified box, and every CEU may be changed. */
  isAdmin: boolean
  onSaved: (detail: IndividualCeuDetail) => void
}

/**
 * The individual CEU form (spec 2 §2.11, §5): the reporting period, the completion code (Apply,
 * Clear: an applied code fills and locks what it supplied), the program, the agenda uploaded or
 * typed, the completion date and, for members, the verified box. A CEU the reader may not change
 * (a member's approved one) shows its values.
 */
export function IndividualCeuForm(props: IndividualCeuFormProps) {
  if (props.ceu && !props.ceu.isEditable && !props.isAdmin) return <IndividualCeuReadOnly ceu={props.ceu} />
  return <EditableCeuForm {...props} />
}

/** The labels of the fields a code locks, in the form's order. */
const LOCKED_FIELD_LABELS: Record<LockableCeuField, string> = {
  programTitle: 'Program Title',
  sponsor: 'Sponsor',
  credits: 'Credits',
  creditTypeId: 'Credit Type',
  programAgenda: 'Program Agenda',
}

/** 'Program Title, Sponsor and Credits': the fields a code locked, as the note under it names them. */
function lockedLabels(locked: ReadonlySet<LockableCeuField>): string {
  const labels = (Object.keys(LOCKED_FIELD_LABELS) as LockableCeuField[])
    .filter((field) => locked.has(field))
    .map((field) => LOCKED_FIELD_LABELS[field])
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '')
}

/** Where a failed upload is said: on the file field, or above the form when it is not the file's fault. */
function uploadFailure(error: unknown): unknown {
  if (isApiError(error) && error.body.errors?.media) return error
  const isTooLarge = isApiError(error) && error.status === 413
  if (hasServerMessage(error) && !isTooLarge) return error
  const message = serverMessageOr(error, M.uploadFailed)
  return new ApiError(422, { message, code: ErrorCode.validation, errors: { media: [message] } })
}

function EditableCeuForm({ form: choices, ceu, isAdmin, onSaved }: IndividualCeuFormProps) {
  const files = ceu?.files ?? []
  const today = choices.today
  const schema = useMemo(
    () => ceuFormSchema({ form: choices, isAdmin, hasFile: files.length > 0, today }),
    [choices, isAdmin, files.length, today],
  )
  const create = useCreateIndividualCeu()
  const update = useUpdateIndividualCeu(ceu?.id ?? 0)
  const upload = useUploadIndividualCeuFile(ceu?.id ?? 0)
  const remove = useDeleteIndividualCeuFile(ceu?.id ?? 0)
  const [deleting, setDeleting] = useState<CeuFile | null>(null)
  const [locks, setLocks] = useState<readonly LockableCeuField[]>(ceu?.lockedFields ?? [])
  const [applying, setApplying] = useState(false)

  const ceuForm = useServerForm({
    schema,
    defaultValues: ceuFormDefaults(ceu, choices),
    fields: ceuFormFields(isAdmin),
    submit: async ({ fields, media }) => {
      if (!ceu) return create.mutateAsync(toCeuFormData({ fields, media }))
      if (media) {
        await upload.mutateAsync(media).catch((error: unknown) => {
          throw uploadFailure(error)
        })
        ceuForm.form.setValue('media', null)
      }
      return update.mutateAsync(fields)
    },
    onSuccess: (detail) => {
      // A code applied approves the CEU at once: it does not wait for review.
      toastSuccess(ceu ? M.saved : detail.ceu.status === 'approved' ? M.addedPreapproved : M.added)
      onSaved(detail)
    },
  })
  const { form } = ceuForm
  const values = useWatch({ control: form.control })
  const current = form.getValues()
  const locked = lockedFieldsOf(current, locks)
  const applied = isCodeApplied(current)
  const agendaMethod = values.agendaMethod ?? 'type'
  const period = choices.reportingPeriods.find((choice) => String(choice.id) === values.reportingPeriodId)

  async function applyCode() {
    const code = form.getValues('completionCode')
    if (code.trim() === '') {
      form.setError('completionCode', { message: M.required }, { shouldFocus: true })
      return
    }
    setApplying(true)
    try {
      const found = await findCompletionCode(code)
      const set = (name: Parameters<typeof form.setValue>[0], value: string) =>
        form.setValue(name, value, { shouldDirty: true })
      set('credits', String(found.credits))
      set('creditTypeId', String(found.creditTypeId))
      set('programTitle', found.programTitle)
      set('sponsor', found.sponsor)
      if (form.getValues('programDescription').trim() === '') set('programDescription', found.programDescription)
      if (found.programAgenda) {
        set('programAgenda', found.programAgenda)
        form.setValue('agendaMethod', 'type')
      }
      if (found.endDate <= today) set('completionDate', found.endDate)
      set('appliedCode', code)
      set('preapprovedCreditId', String(found.id))
      setLocks(found.lockedFields)
      form.clearErrors()
      toastSuccess(M.codeApplied)
    } catch (error) {
      const message = isApiError(error) ? (error.body.errors?.completionCode?.[0] ?? error.body.message) : M.unknownCode
      form.setError('completionCode', { message }, { shouldFocus: true })
    } finally {
      setApplying(false)
    }
  }

  function clearCode() {
    form.setValue('completionCode', '')
    form.setValue('appliedCode', '')
    form.setValue('preapprovedCreditId', '')
    setLocks([])
    form.clearErrors('completionCode')
  }

  // Every field the code locked looks the same: disabled (a disabled select is the only locked
  // select there is), with one note under the code naming them. Their values are the form's, not
  // the inputs', so they are still sent.
  const isLocked = (field: LockableCeuField) => locked.has(field)
  // 'Resubmit' is the member's: a staff save keeps the decision (decision 0025), whatever the status.
  const isResubmission = !isAdmin && ceu !== null && ceu.status !== 'approved' && ceu.reviews.length > 0
  const submitLabel = isResubmission ? M.resubmit : M.saveChanges

  return (
    <>
      <form onSubmit={ceuForm.onSubmit} noValidate>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md" maw={760}>
            <FormAlert messages={ceuForm.formMessages} />
            <SelectField
              control={form.control}
              name="reportingPeriodId"
              label="Reporting Period"
              emptyLabel="Select a reporting period"
              options={choices.reportingPeriods.map((choice) => ({
                value: String(choice.id),
                label: `${choice.name} (${formatDate(choice.start)} to ${formatDate(choice.end)})`,
              }))}
              required
            />
            <Stack gap={6}>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextField
                  control={form.control}
                  name="completionCode"
                  label="Completion Code"
                  description="Optional: the code a pre-approved program gave you"
                  autoComplete="off"
                  style={{ flex: '1 1 16rem' }}
                />
                <Button variant="default" onClick={() => void applyCode()} loading={applying}>
                  {M.applyCode}
                </Button>
                <Button variant="subtle" onClick={clearCode}>
                  {M.clearCode}
                </Button>
              </Group>
              {applied && (
                <Alert color="green" variant="light" role="status">
                  {M.preapproved}
                  {locked.size > 0 && <Text size="sm">{M.lockedByCode(lockedLabels(locked))}</Text>}
                </Alert>
              )}
            </Stack>
            <TextField
              control={form.control}
              name="programTitle"
              label="Program Title"
              disabled={isLocked('programTitle')}
              required
            />
            <TextField control={form.control} name="sponsor" label="Sponsor" disabled={isLocked('sponsor')} required />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={form.control}
                name="credits"
                label="Credits"
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                disabled={isLocked('credits')}
                required
              />
              <SelectField
                control={form.control}
                name="creditTypeId"
                label="Credit Type"
                emptyLabel="Select a credit type"
                options={choices.creditTypes.map((type) => ({ value: String(type.id), label: type.name }))}
                disabled={isLocked('creditTypeId')}
                required
              />
            </SimpleGrid>
            <TextareaField
              control={form.control}
              name="programDescription"
              label="Program Description"
              maxLength={5000}
              required
            />
            {isLocked('programAgenda') ? (
              <TextareaField
                control={form.control}
                name="programAgenda"
                label="Program Agenda"
                maxLength={10000}
                disabled
              />
            ) : (
              <>
                <RadioGroupField
                  control={form.control}
                  name="agendaMethod"
                  label="Program Agenda"
                  options={[
                    { value: 'upload', label: 'Upload the agenda' },
                    { value: 'type', label: 'Type the agenda' },
                  ]}
                />
                {agendaMethod === 'type' ? (
                  <TextareaField
                    control={form.control}
                    name="programAgenda"
                    label="Agenda"
                    maxLength={10000}
                    required={!applied && files.length === 0}
                  />
                ) : (
                  <FileField
                    control={form.control}
                    name="media"
                    label="Agenda file"
                    spec={INDIVIDUAL_CEU_FILE}
                    required={!applied && files.length === 0}
                  />
                )}
              </>
            )}
            {files.length > 0 && <FileList label="Attached agenda files" files={files} onDelete={setDeleting} />}
            <TextField
              control={form.control}
              name="completionDate"
              label="Completion Date"
              description={period ? `Between ${formatDate(period.windowStart)} and today` : undefined}
              type="date"
              min={period?.windowStart}
              max={today}
              required
              maw={240}
            />
            {!isAdmin && <CheckboxField control={form.control} name="verified" label={M.verifiedLabel} required />}
            <Group>
              <Button type="submit" loading={ceuForm.isPending}>
                {submitLabel}
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

/** A CEU the member may not change (approved): its values, no submit. */
export function IndividualCeuReadOnly({ ceu }: { ceu: IndividualCeu }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status">
        {M.approvedReadOnly}
      </Alert>
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="CEU">
          <ValueRow label="Reporting Period">{ceu.reportingPeriod}</ValueRow>
          {ceu.completionCode && <ValueRow label="Completion Code">{ceu.completionCode}</ValueRow>}
          <ValueRow label="Program Title">{ceu.programTitle}</ValueRow>
          <ValueRow label="Sponsor">{ceu.sponsor}</ValueRow>
          <ValueRow label="Credits">{formatCredits(ceu.credits)}</ValueRow>
          <ValueRow label="Credit Type">{ceu.creditType}</ValueRow>
          <ValueRow label="Program Description">{ceu.programDescription}</ValueRow>
          {ceu.programAgenda && <ValueRow label="Program Agenda">{ceu.programAgenda}</ValueRow>}
          {ceu.files.length > 0 && (
            <ValueRow label="Agenda file">
              <FileList label="Attached agenda files" files={ceu.files} />
            </ValueRow>
          )}
          <ValueRow label="Completion Date">{formatDate(ceu.completionDate)}</ValueRow>
          <ValueRow label="Status">
            <Text span>{ceu.preapprovedCreditId ? `${ceu.statusLabel} (pre-approved)` : ceu.statusLabel}</Text>
          </ValueRow>
        </ValueTable>
      </Paper>
    </Stack>
  )
}
