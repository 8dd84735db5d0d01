/**
 * THE server-paged table: every list in the portal renders through it, so sorting, per-column
 * filters (debounced 300 ms), page sizes and the 'Loading...' / 'No rows found' texts are the same
 * everywhere. The server does the paging; this component only asks for one page at a time.
 *
 * Below the `sm` breakpoint (a phone) it is laid out as the receipt's ResponsiveTable is: the
 * filters, each labelled with its column, and a "Sort by" choice above one item per row with its
 * values labelled, so no column or action hides in a box that scrolls sideways (issue 25, item 15).
 */
import { Fragment, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { PAGE_SIZES, type ListQueryInput, type ListResult, type SortItem } from '@portal/contracts'
import { errorMessage } from '../lib/errors'
import { ariaSortOf, isPageSize, nextSort, toListQuery, type PageSize } from './data-table-query'
import classes from './DataTable.module.css'
import { useSidewaysScroll } from './use-sideways-scroll'
import { useWideFrom } from '../lib/use-breakpoint'
import { RowItem, RowItems } from './RowItems'

export const FILTER_DEBOUNCE_MS = 300

/** A filter choice whose value is not what the person reads. */
export interface FilterOption {
  value: string
  label: string
}

/**
 * A filter's choices for stored values, each read by its label ('pre_registration' as
 * 'Pre-Registration'): a staff member picks what the column shows, never a raw value (issue 25,
 * item 17).
 */
export function labelledChoices<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** A yes/no column the server filters by 1 and 0 (spec 3: Military Spouse). */
export const YES_NO_CHOICES: readonly FilterOption[] = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
]

interface ColumnBase<T> {
  header: string
  cell: (row: T) => ReactNode
}

/**
 * A column of a list whose fields are `F`, the names the contracts declare for that list
 * (`UserListField`, ...) and the server's list spec uses: a column that sorts or filters has one
 * of them as its `id`, so a field renamed on either side fails to compile here. A column that only
 * shows something (a receipt link) has any other id and neither sorts nor filters.
 */
export type DataTableColumn<T, F extends string = string> =
  | (ColumnBase<T> & {
      /** The field the server sorts and filters on. */
      id: F
      sortable?: boolean
      filterable?: boolean
      /**
       * For exact-match fields (e.g. a status): the filter becomes a choice instead of free text;
       * a choice is its value, or a value shown by its label ('more_info_requested' as 'More
       * Information Requested').
       */
      filterOptions?: readonly (string | FilterOption)[]
    })
  | (ColumnBase<T> & { id: string; sortable?: false; filterable?: false; filterOptions?: undefined })

/** A sort of the list by one of its fields. */
export interface FieldSort<F extends string> extends SortItem {
  field: F
}

export interface DataTableProps<T, F extends string = string> {
  /** The table's accessible name, e.g. "Users". */
  label: string
  columns: readonly DataTableColumn<T, F>[]
  /** Prefix of the query key; the list query is appended to it. */
  queryKey: readonly unknown[]
  fetchPage: (query: ListQueryInput, signal: AbortSignal) => Promise<ListResult<T>>
  getRowId: (row: T) => string | number
  defaultSort?: readonly FieldSort<F>[]
  defaultFilters?: Readonly<Partial<Record<F, string>>>
  defaultPageSize?: PageSize
  onRowClick?: (row: T) => void
  /** Shown when the list has no rows (defaults to 'No rows found'), e.g. a spec-quoted empty text. */
  emptyMessage?: string
  /**
   * Shown instead of the whole table when the list has nothing at all (no filter typed): a row of
   * headings over no rows says less than a sentence and a way on. A filter that finds nothing
   * keeps the table, so the filter can be changed.
   */
  emptyState?: ReactNode
  /**
   * A search box above the table, sent as the list's `search` filter (debounced and paged like the
   * column filters), for a list whose server offers one (the users list: name, e-mail or id).
   */
  search?: { label: string; description?: string }
  /**
   * On a phone each row is a card titled by its first column; a list whose row is named by several
   * columns together (First Name and Last Name) titles the card with `cell` instead (the person's
   * full name) and leaves the columns it `replaces` out of the card's values.
   */
  cardTitle?: { cell: (row: T) => ReactNode; replaces: readonly F[] }
}

const NO_SORT: readonly SortItem[] = []
const NO_FILTERS: Readonly<Record<string, string>> = {}

function SortIndicator({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const symbol = state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'
  return (
    <Text span size="xs" aria-hidden>
      {symbol}
    </Text>
  )
}

export function DataTable<T, F extends string = string>({
  label,
  columns,
  queryKey,
  fetchPage,
  getRowId,
  defaultSort,
  defaultFilters,
  defaultPageSize = 20,
  onRowClick,
  emptyMessage = 'No rows found',
  emptyState,
  search,
  cardTitle,
}: DataTableProps<T, F>) {
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize)
  // Inside, a field is any string (the columns' ids); the props keep callers to the list's fields.
  const [sort, setSort] = useState<readonly SortItem[]>(defaultSort ?? NO_SORT)
  const [filterInputs, setFilterInputs] = useState<Readonly<Record<string, string>>>(
    (defaultFilters as Readonly<Record<string, string>> | undefined) ?? NO_FILTERS,
  )
  const [filters] = useDebouncedValue(filterInputs, FILTER_DEBOUNCE_MS)
  // The page belongs to one filter set: when the (debounced) filters change, paging restarts at 1
  // without an extra request for the old page under the new filters.
  const [paging, setPaging] = useState({ page: 1, filters })
  const page = paging.filters === filters ? paging.page : 1
  const setPage = (next: number) => setPaging({ page: next, filters })

  const listQuery = toListQuery({ page, pageSize, sort, filters })
  const query = useQuery({
    queryKey: [...queryKey, listQuery],
    queryFn: ({ signal }) => fetchPage(listQuery, signal),
    placeholderData: keepPreviousData,
  })

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({ id: column.id, header: column.header, cell: (ctx) => column.cell(ctx.row.original) })),
    [columns],
  )
  const table = useReactTable({
    data: query.data?.data ?? [],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getRowId(row)),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: query.data?.lastPage ?? -1,
  })

  const sidewaysScroll = useSidewaysScroll<HTMLDivElement>(label)
  const isWide = useWideFrom('sm')
  const lastPage = Math.max(1, query.data?.lastPage ?? 1)
  const hasFilters = columns.some((column) => column.filterable)
  const rows = table.getRowModel().rows
  const isBusy = query.isFetching && query.isPlaceholderData

  const bodyMessage = query.isPending
    ? 'Loading...'
    : query.isError && !query.data
      ? errorMessage(query.error)
      : rows.length === 0
        ? emptyMessage
        : null

  const isFiltered = Object.values(filters).some((value) => value.trim() !== '')
  if (emptyState && query.data?.total === 0 && !isFiltered && !query.isPlaceholderData) return <>{emptyState}</>

  /** A column's filter: in the table's header row (named by its column), or labelled on a phone. */
  const filterField = (column: DataTableColumn<T, F>, isLabelled = false) => {
    if (!column.filterable) return null
    const name = isLabelled ? { label: column.header } : { 'aria-label': `Filter ${column.header}` }
    const onChange = (value: string) => setFilterInputs((current) => ({ ...current, [column.id]: value }))
    return column.filterOptions ? (
      <NativeSelect
        size="xs"
        {...name}
        data={[{ value: '', label: 'All' }, ...column.filterOptions]}
        value={filterInputs[column.id] ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    ) : (
      <TextInput
        size="xs"
        placeholder="Filter..."
        {...name}
        value={filterInputs[column.id] ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    )
  }

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key === 'Enter' && onRowClick) {
      event.preventDefault()
      onRowClick(row)
    }
  }

  return (
    <Box>
      {search && (
        <TextInput
          type="search"
          label={search.label}
          description={search.description}
          maw={420}
          mb="md"
          value={filterInputs.search ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            setFilterInputs((current) => ({ ...current, search: value }))
          }}
        />
      )}
      {query.isError && (
        <Alert color="red" role="alert" title="This list could not be loaded" mb="md">
          <Group justify="space-between" align="center">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {!isWide && (
        <PhoneList
          label={label}
          columns={columns}
          rows={rows.map((row) => row.original)}
          getRowId={getRowId}
          bodyMessage={bodyMessage}
          isPending={query.isPending}
          isFetching={query.isFetching}
          isBusy={isBusy}
          sort={sort}
          onSort={setSort}
          filterField={(column) => filterField(column, true)}
          onRowClick={onRowClick}
          cardTitle={cardTitle}
        />
      )}
      {/* Positioned, so text hidden for screen readers stays inside the box, not past the page's edge. */}
      {isWide && (
        <Table.ScrollContainer minWidth={560} type="native" pos="relative" {...sidewaysScroll}>
          <Table
            aria-label={label}
            aria-busy={query.isFetching}
            highlightOnHover
            className={isBusy ? classes.busy : undefined}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => {
                  const state = ariaSortOf(sort, column.id)
                  return (
                    <Table.Th key={column.id} scope="col" aria-sort={column.sortable ? state : undefined}>
                      {column.sortable ? (
                        <UnstyledButton
                          className={`${classes.heading} ${classes.sortButton}`}
                          onClick={() => setSort(nextSort(sort, column.id))}
                        >
                          {column.header}
                          <SortIndicator state={state} />
                        </UnstyledButton>
                      ) : (
                        <span className={classes.heading}>{column.header}</span>
                      )}
                    </Table.Th>
                  )
                })}
              </Table.Tr>
              {hasFilters && (
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Td key={column.id}>{filterField(column)}</Table.Td>
                  ))}
                </Table.Tr>
              )}
            </Table.Thead>
            <Table.Tbody>
              {bodyMessage !== null ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text py="sm" ta="center" role={query.isPending ? 'status' : undefined}>
                      {bodyMessage}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    className={onRowClick ? classes.clickableRow : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                    onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row.original) : undefined}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" align="flex-end" mt="md" wrap="wrap">
        <NativeSelect
          size="xs"
          label="Rows per page"
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => {
            const next = Number(event.currentTarget.value)
            if (isPageSize(next)) {
              setPageSize(next)
              setPage(1)
            }
          }}
        />
        <Box component="nav" aria-label={`${label} pages`}>
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page` })}
          />
        </Box>
      </Group>
    </Box>
  )
}

/** The sort choices of a phone: each sortable column, ascending or descending. */
function sortChoices<T, F extends string>(columns: readonly DataTableColumn<T, F>[]): FilterOption[] {
  return columns.flatMap((column) =>
    column.sortable
      ? [
          { value: `${column.id},asc`, label: `${column.header}, ascending` },
          { value: `${column.id},desc`, label: `${column.header}, descending` },
        ]
      : [],
  )
}

interface PhoneListProps<T, F extends string> {
  label: string
  columns: readonly DataTableColumn<T, F>[]
  rows: readonly T[]
  getRowId: (row: T) => string | number
  bodyMessage: string | null
  isPending: boolean
  isFetching: boolean
  isBusy: boolean
  sort: readonly SortItem[]
  onSort: (sort: readonly SortItem[]) => void
  filterField: (column: DataTableColumn<T, F>) => ReactNode
  onRowClick?: (row: T) => void
  cardTitle?: DataTableProps<T, F>['cardTitle']
}

/** The list on a phone: its filters and sort, then one labelled item per row (as ResponsiveTable draws one). */
function PhoneList<T, F extends string>({
  label,
  columns,
  rows,
  getRowId,
  bodyMessage,
  isPending,
  isFetching,
  isBusy,
  sort,
  onSort,
  filterField,
  onRowClick,
  cardTitle,
}: PhoneListProps<T, F>) {
  const choices = sortChoices(columns)
  const filtered = columns.filter((column) => column.filterable)
  const [first, ...rest] = columns
  const replaced: readonly string[] = cardTitle?.replaces ?? []
  const titleOf = (row: T) => (cardTitle ? cardTitle.cell(row) : first?.cell(row))
  const values = cardTitle ? columns.filter((column) => !replaced.includes(column.id)) : rest
  const active = sort[0]
  return (
    <Stack gap="sm">
      {(choices.length > 0 || filtered.length > 0) && (
        <Paper withBorder radius="sm" p="sm" role="search" aria-label={`Filter ${label}`}>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            {choices.length > 0 && (
              <NativeSelect
                size="xs"
                label="Sort by"
                data={[{ value: '', label: 'Default' }, ...choices]}
                value={active ? `${active.field},${active.direction}` : ''}
                onChange={(event) => {
                  const [field = '', direction] = event.currentTarget.value.split(',')
                  onSort(field ? [{ field, direction: direction === 'desc' ? 'desc' : 'asc' }] : [])
                }}
              />
            )}
            {filtered.map((column) => (
              <Fragment key={column.id}>{filterField(column)}</Fragment>
            ))}
          </SimpleGrid>
        </Paper>
      )}
      {bodyMessage !== null ? (
        <Text py="sm" ta="center" role={isPending ? 'status' : undefined}>
          {bodyMessage}
        </Text>
      ) : (
        <RowItems label={label} isBusy={isFetching} className={isBusy ? classes.busy : undefined}>
          {rows.map((row) => (
            <RowItem
              key={getRowId(row)}
              title={titleOf(row)}
              values={values.map((column) => ({ label: column.header, value: column.cell(row) }))}
              onOpen={onRowClick ? () => onRowClick(row) : undefined}
            />
          ))}
        </RowItems>
      )}
    </Stack>
  )
}
