import { Box, Pagination, Stack, Text } from '@mantine/core'
import { DIRECTORY_PAGE_SIZE, DirectoryMessages as M } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { useDirectorySearch } from './directory-api'
import type { DirectorySearch } from './directory-search-params'
import { MemberCard } from './MemberCard'

/**
 * Which results are shown. The total is exact on the last page only (a long list's count is a
 * lower bound, see the list contract), so it is named there alone.
 */
function rangeText(page: number, shown: number, lastPage: number, total: number): string {
  const from = (page - 1) * DIRECTORY_PAGE_SIZE + 1
  const to = from + shown - 1
  const range = from === to ? `member ${from}` : `members ${from}–${to}`
  return page >= lastPage ? `Showing ${range} of ${total}` : `Showing ${range}`
}

export function DirectoryResults({
  search,
  asAdmin,
  returnTo,
  onPageChange,
}: {
  search: DirectorySearch
  asAdmin: boolean
  /** The address of this search, so a member's page can lead back to it. */
  returnTo: string
  onPageChange: (page: number) => void
}) {
  const results = useDirectorySearch(search, asAdmin)
  if (results.isPending) return <PageLoader />
  if (results.isError && !results.data) {
    return <LoadError title="The directory could not be loaded" query={results} />
  }
  const { data, lastPage, total } = results.data
  return (
    <Stack gap="md" aria-busy={results.isFetching}>
      <Text role="status" fw={500}>
        {data.length === 0 ? M.empty : rangeText(search.page, data.length, lastPage, total)}
      </Text>
      {data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members found">
          {data.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} returnTo={returnTo} />
            </li>
          ))}
        </Stack>
      )}
      {lastPage > 1 && (
        <Box component="nav" aria-label="Directory pages">
          <Pagination
            total={lastPage}
            value={Math.min(search.page, lastPage)}
            onChange={onPageChange}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page` })}
          />
        </Box>
      )}
    </Stack>
  )
}
