import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useEffect, useMemo, useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { easternDay, RegistrationMessages as M, type AdminRegistrationOptions } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { FormAlert } from '../../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField } from '../../../components/form/FormFields'
import { CheckboxGroupField } from '../../../components/form/GroupFields'
import { toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { CannedMessagesField } from '../../../components/form/CannedMessagesField'
import { useAdminCreateRegistration, useAdminRegistrationOptions } from './admin-registrations-api'
import {
  certificationOf,
  defaultDeadline,
  NEW_REGISTRATION_FIELDS,
  newRegistrationDefaults,
  newRegistrationSchema,
  toCreateCall,
} from './new-registration-form'
import { routeId, userRegistrationsPath } from './registration-view'

/**
 * /admin/users/:userId/registrations/new (spec 3 "New registration form (admin)"): registers the
 * user directly, approved, with the deadline given; then opens the new registration's review.
 */
export function NewRegistrationPage() {
  const { userId } = useParams()
  const id = routeId(userId)
  const options = useAdminRegistrationOptions()
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={userRegistrationsPath(id)} size="sm">
        ← Registrations
      </Anchor>
      <Title order={2}>New registration</Title>
      {id === 0 && <Text>This user was not found.</Text>}
      {id > 0 && options.isPending && <PageLoader />}
      {id > 0 && options.isError && !options.data && (
        <LoadError title="The certifications could not be loaded" query={options} />
      )}
      {id > 0 && options.data && <NewRegistrationForm userId={id} options={options.data} />}
    </Stack>
  )
}

function NewRegistrationForm({ userId, options }: { userId: number; options: AdminRegistrationOptions }) {
  const navigate = useNavigate()
  const create = useAdminCreateRegistration()
  const schema = useMemo(() => newRegistrationSchema(userId), [userId])
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema,
    defaultValues: newRegistrationDefaults,
    fields: NEW_REGISTRATION_FIELDS,
    submit: (values) => create.mutateAsync(toCreateCall(values)),
    onSuccess: (registration) => {
      toastSuccess(M.success)
      void navigate(`/admin/course-registrations/${registration.id}`)
    },
  })
  const certificationId = useWatch({ control: form.control, name: 'certificationId' })
  const pathwayTypeId = useWatch({ control: form.control, name: 'pathwayTypeId' })
  const certification = certificationOf(options, certificationId)

  // Another certification: its own pathways and exams, none chosen yet.
  const shownCertification = useRef(certificationId)
  useEffect(() => {
    if (shownCertification.current === certificationId) return
    shownCertification.current = certificationId
    form.setValue('pathwayTypeId', undefined)
    form.setValue('exams', [])
  }, [form, certificationId])

  // A pathway chosen: the deadline starts at today plus its months (staff may change it).
  const shownPathway = useRef(pathwayTypeId)
  useEffect(() => {
    if (shownPathway.current === pathwayTypeId) return
    shownPathway.current = pathwayTypeId
    const pathway = certification?.pathways.find((row) => String(row.id) === pathwayTypeId)
    if (pathway) {
      form.setValue('deadline', defaultDeadline(easternDay(), pathway.deadlineMonths), {
        shouldValidate: form.formState.isSubmitted,
      })
    }
  }, [form, certification, pathwayTypeId])

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messages={formMessages} />
          <SelectField
            control={form.control}
            name="certificationId"
            label="Certification"
            emptyLabel="Select a certification"
            options={options.certifications.map((row) => ({ value: String(row.id), label: row.name }))}
            required
          />
          <SelectField
            control={form.control}
            name="pathwayTypeId"
            label="Pathway"
            emptyLabel={certification ? 'Select a pathway' : 'Select a certification first'}
            options={(certification?.pathways ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            required
          />
          <TextField control={form.control} name="deadline" label="Deadline" type="date" required />
          {certification && certification.exams.length > 0 && (
            <CheckboxGroupField
              control={form.control}
              name="exams"
              label="Exams"
              description="Optional"
              options={certification.exams.map((row) => ({ value: String(row.id), label: row.name }))}
            />
          )}
          <CheckboxField
            control={form.control}
            name="prepaidExams"
            label="Prepaid"
            description="The exams were paid outside the portal."
          />
          <TextField
            control={form.control}
            name="graduatedOn"
            label="Graduation date"
            description="Optional"
            type="date"
          />
          <CannedMessagesField control={form.control} name="selectedMessages" category="registration_approval" />
          <Textarea
            label="Message"
            description="Optional"
            autosize
            minRows={3}
            {...form.register('message')}
            error={form.formState.errors.message?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={userRegistrationsPath(userId)}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Register
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
