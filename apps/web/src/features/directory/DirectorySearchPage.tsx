import { NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@portal/contracts'
import { useEffect, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { FILTER_DEBOUNCE_MS } from '../../components/DataTable'
import { useCurrentUser } from '../../lib/session'
import { useProfileOptions } from '../profile'
import { DirectoryResults } from './DirectoryResults'
import { paramsFromSearch, sameCriteria, searchFromParams, type DirectorySearch } from './directory-search-params'

/**
 * The member directory (/membership/search, spec 1 §2.8): search listed members by name,
 * location and area of expertise. The search lives in the address bar; typing is debounced
 * 300 ms like every list filter. Admins see the admin view (e-mail and address).
 */
export function DirectorySearchPage() {
  const [params, setParams] = useSearchParams()
  const applied = searchFromParams(params)
  const [input, setInput] = useState<DirectorySearch>(applied)
  const [debounced] = useDebouncedValue(input, FILTER_DEBOUNCE_MS)
  const isAdmin = useCurrentUser().data?.role === 'admin'

  // New criteria start again at page 1; the page itself changes through the pagination only.
  useEffect(() => {
    if (!sameCriteria(debounced, applied)) setParams(paramsFromSearch({ ...debounced, page: 1 }), { replace: true })
  }, [debounced, applied, setParams])

  const change = (field: keyof Omit<DirectorySearch, 'page'>) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }))
  const returnTo = `/membership/search${params.size > 0 ? `?${params.toString()}` : ''}`

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Member directory</Title>
        <Text c="dimmed">
          {isAdmin
            ? 'AFCPE members who chose to be listed, with the email and address only staff see.'
            : 'Find AFCPE members who chose to be listed, and send them a message.'}
        </Text>
      </Stack>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        role="search"
        aria-label="Search the member directory"
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Name"
            description="The start of a first or last name"
            value={input.name}
            maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
            onChange={(event) => change('name')(event.currentTarget.value)}
          />
          <TextInput
            label="Location"
            description="A city or a state, e.g. Columbus, OH"
            value={input.location}
            maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
            onChange={(event) => change('location')(event.currentTarget.value)}
          />
          <AreaOfExpertiseSelect value={input.areaOfExpertiseId} onChange={change('areaOfExpertiseId')} />
        </SimpleGrid>
      </Paper>
      <DirectoryResults
        search={applied}
        asAdmin={isAdmin}
        returnTo={returnTo}
        onPageChange={(page) => setParams(paramsFromSearch({ ...applied, page }))}
      />
    </Stack>
  )
}

function AreaOfExpertiseSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const options = useProfileOptions()
  const areas = (options.data?.areasOfExpertise ?? []).filter((area) => !area.retired || String(area.id) === value)
  return (
    <NativeSelect
      label="Area of expertise"
      description={options.isError ? 'The areas could not be loaded.' : 'Members who chose it'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: 'Any area of expertise' },
        ...areas.map((area) => ({ value: String(area.id), label: area.name })),
      ]}
    />
  )
}
