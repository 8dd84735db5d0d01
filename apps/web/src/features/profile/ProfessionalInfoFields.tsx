/**
 * The Professional Info fields and their choices, shared by the edit-profile page and the
 * certification's post-registration wizard (each with its own form and save).
 */
import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import {
  ProfessionalInfoForm,
  YEARS_OF_SERVICE,
  type MilitaryInstallationList,
  type Profile,
  type ProfileOptions,
  type z,
} from '@portal/contracts'
import { CheckboxField, SelectField, TextField } from '../../components/form/FormFields'
import { CheckboxGroupField } from '../../components/form/GroupFields'
import { PageLoader } from '../../components/PageLoader'
import { errorMessage } from '../../lib/errors'
import { choiceOptions, idText, idTexts } from './profile-format'
import { useMilitaryInstallations, useProfileOptions } from './profile-api'

export type ProfessionalValues = z.input<typeof ProfessionalInfoForm>
/** A form over the Professional Info fields (a `useServerForm` of `ProfessionalInfoForm`). */
export type ProfessionalInfoFormState = UseFormReturn<
  ProfessionalValues,
  unknown,
  z.output<typeof ProfessionalInfoForm>
>

const YEARS_OPTIONS = YEARS_OF_SERVICE.map((value) => ({ value, label: `${value} years` }))

/** The form's values for a profile. */
export function professionalValues(profile: Profile): ProfessionalValues {
  return {
    organization: profile.organization ?? '',
    jobTitle: profile.jobTitle ?? '',
    yearsOfService: profile.yearsOfService ?? undefined,
    primaryWorkAreaCategoryId: idText(profile.primaryWorkAreaCategoryId),
    primaryWorkAreaIds: idTexts(profile.primaryWorkAreaIds),
    workAreaCategoryIds: idTexts(profile.workAreaCategoryIds),
    workAreaIds: idTexts(profile.workAreaIds),
    areasOfWorkOther: profile.areasOfWorkOther ?? '',
    areaOfExpertiseIds: idTexts(profile.areaOfExpertiseIds),
    militaryInstallationId: idText(profile.militaryInstallationId),
    provideCounselingServices: profile.provideCounselingServices,
    agreeDemographicSearch: profile.agreeDemographicSearch,
    offerVirtualCounseling: profile.offerVirtualCounseling,
    offerLocalCounseling: profile.offerLocalCounseling,
    offerGroupWorkshops: profile.offerGroupWorkshops,
  }
}

const asTexts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/** The choices the Professional Info fields offer: a loader, an error with a retry, then `children`. */
export function ProfessionalChoices({
  children,
}: {
  children: (options: ProfileOptions, installations: MilitaryInstallationList) => ReactNode
}) {
  const options = useProfileOptions()
  const installations = useMilitaryInstallations()
  if (options.isPending || installations.isPending) return <PageLoader label="Loading the choices..." />
  if (options.isError || installations.isError) {
    return (
      <Alert color="red" title="The choices could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(options.error ?? installations.error)}</Text>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => {
              void options.refetch()
              void installations.refetch()
            }}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    )
  }
  return children(options.data, installations.data)
}

/**
 * The Professional Info fields, for a form that lays them out in a column (`Stack`): the work
 * areas offered follow the categories chosen. `headingOrder` ranks their section headings.
 */
export function ProfessionalInfoFields({
  form,
  options,
  installations,
  headingOrder = 2,
}: {
  form: ProfessionalInfoFormState
  options: ProfileOptions
  installations: MilitaryInstallationList
  headingOrder?: 2 | 3
}) {
  const [primaryCategory, ticked, otherCategories, otherAreas] = useWatch({
    control: form.control,
    name: ['primaryWorkAreaCategoryId', 'primaryWorkAreaIds', 'workAreaCategoryIds', 'workAreaIds'],
  })

  const categoryOptions = useMemo(() => choiceOptions(options.workAreaCategories), [options])
  const primaryAreaOptions = useMemo(
    () =>
      choiceOptions(options.workAreaCategories.find((c) => String(c.id) === String(primaryCategory))?.workAreas ?? []),
    [options, primaryCategory],
  )
  const otherAreaOptions = useMemo(() => {
    const chosen = asTexts(otherCategories)
    return options.workAreaCategories
      .filter((category) => chosen.includes(String(category.id)))
      .flatMap((category) =>
        choiceOptions(category.workAreas).map((option) => ({ ...option, label: `${option.label} (${category.name})` })),
      )
  }, [options, otherCategories])

  // Ticked work areas that the current category choices no longer show are unticked.
  useEffect(() => {
    const shown = primaryAreaOptions.map((o) => o.value)
    const kept = asTexts(ticked).filter((id) => shown.includes(id))
    if (kept.length !== asTexts(ticked).length) form.setValue('primaryWorkAreaIds', kept)
  }, [form, primaryAreaOptions, ticked])
  useEffect(() => {
    const shown = otherAreaOptions.map((o) => o.value)
    const kept = asTexts(otherAreas).filter((id) => shown.includes(id))
    if (kept.length !== asTexts(otherAreas).length) form.setValue('workAreaIds', kept)
  }, [form, otherAreaOptions, otherAreas])

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={form.control}
          name="organization"
          label="Organization"
          description="Required"
          autoComplete="organization"
          required
        />
        <TextField
          control={form.control}
          name="jobTitle"
          label="Job Title"
          description="Required"
          autoComplete="organization-title"
          required
        />
        <SelectField
          control={form.control}
          name="yearsOfService"
          label="Years of Service"
          description="Required"
          options={YEARS_OPTIONS}
          required
        />
        <SelectField
          control={form.control}
          name="militaryInstallationId"
          label="Military Installation"
          description="If you serve at or near one"
          options={choiceOptions(installations)}
          emptyLabel="None"
        />
      </SimpleGrid>

      <Title order={headingOrder} size="h3" mt="sm">
        Areas of work
      </Title>
      <SelectField
        control={form.control}
        name="primaryWorkAreaCategoryId"
        label="Primary Area of Work"
        description="Required"
        options={categoryOptions}
        required
      />
      {primaryAreaOptions.length > 0 ? (
        <CheckboxGroupField
          control={form.control}
          name="primaryWorkAreaIds"
          label="Primary Work Areas"
          description="Required. Choose at least one."
          options={primaryAreaOptions}
          columns={2}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Choose your primary area of work to see its work areas.
        </Text>
      )}
      {form.formState.errors.primaryWorkAreaIds && primaryAreaOptions.length === 0 && (
        <Text size="sm" c="red.9" role="alert">
          {form.formState.errors.primaryWorkAreaIds.message}
        </Text>
      )}
      <CheckboxGroupField
        control={form.control}
        name="workAreaCategoryIds"
        label="Other Areas of Work"
        options={categoryOptions}
        columns={2}
      />
      {otherAreaOptions.length > 0 && (
        <CheckboxGroupField
          control={form.control}
          name="workAreaIds"
          label="Other Work Areas"
          options={otherAreaOptions}
          columns={2}
        />
      )}
      <TextField control={form.control} name="areasOfWorkOther" label="Other, not listed" />

      <Title order={headingOrder} size="h3" mt="sm">
        Expertise and services
      </Title>
      <CheckboxGroupField
        control={form.control}
        name="areaOfExpertiseIds"
        label="Areas of Expertise"
        options={choiceOptions(options.areasOfExpertise)}
        columns={2}
      />
      <CheckboxField control={form.control} name="provideCounselingServices" label="I provide counseling services" />
      <CheckboxField control={form.control} name="offerVirtualCounseling" label="I offer virtual counseling" />
      <CheckboxField control={form.control} name="offerLocalCounseling" label="I offer local, in-person counseling" />
      <CheckboxField control={form.control} name="offerGroupWorkshops" label="I offer group workshops" />
      <CheckboxField
        control={form.control}
        name="agreeDemographicSearch"
        label="Include me in searches by demographic information"
      />
    </>
  )
}
