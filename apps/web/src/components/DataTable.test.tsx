import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorCode, type ListQueryInput, type ListResult } from '@portal/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/render'
import { ApiError } from '../lib/errors'
import { DataTable, FILTER_DEBOUNCE_MS, type DataTableColumn, type DataTableProps } from './DataTable'
import { viewport } from '../../test/viewport'

interface Member {
  id: number
  name: string
  status: string
}

/** The list's fields, as the contracts declare them for a list (`UserListField`, ...). */
type MemberListField = 'name' | 'status'

const columns: DataTableColumn<Member, MemberListField>[] = [
  { id: 'name', header: 'Name', cell: (member) => member.name, sortable: true, filterable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (member) => member.status,
    sortable: true,
    filterable: true,
    filterOptions: ['active', 'lapsed'],
  },
  { id: 'city', header: 'City', cell: () => 'Columbus' },
]

// A column that sorts or filters by a field the list does not have does not compile; a column
// that only shows something may have any id.
const _typed: DataTableColumn<Member, MemberListField>[] = [
  // @ts-expect-error 'town' is not a field of this list, so it cannot sort
  { id: 'town', header: 'Town', cell: () => 'Columbus', sortable: true },
  { id: 'town', header: 'Town', cell: () => 'Columbus' },
]

const ANN = { id: 1, name: 'Ann Archer', status: 'active' }
const BOB = { id: 2, name: 'Bob Baker', status: 'lapsed' }

type FetchPage = (query: ListQueryInput, signal: AbortSignal) => Promise<ListResult<Member>>

function page(data: Member[], lastPage = 1): ListResult<Member> {
  return { data, lastPage, total: data.length }
}

function renderTable(fetchPage: FetchPage, props: Partial<DataTableProps<Member>> = {}) {
  return renderInApp(
    <DataTable
      label="Members"
      columns={columns}
      queryKey={['members']}
      fetchPage={fetchPage}
      getRowId={(member) => member.id}
      {...props}
    />,
  )
}

/** The list queries the table asked for, in order. */
const asked = (fetchPage: ReturnType<typeof vi.fn<FetchPage>>) => fetchPage.mock.calls.map(([query]) => query)
const table = () => screen.getByRole('table', { name: 'Members' })
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) })

afterEach(() => {
  vi.useRealTimers()
})

describe('DataTable', () => {
  it('says Loading... until the first page arrives, then shows its rows', async () => {
    let answer: (result: ListResult<Member>) => void = () => undefined
    const fetchPage = vi.fn<FetchPage>(() => new Promise((resolve) => (answer = resolve)))
    renderTable(fetchPage)
    expect(within(table()).getByRole('status').textContent).toBe('Loading...')
    act(() => answer(page([ANN, BOB])))
    expect(await within(table()).findByRole('cell', { name: 'Ann Archer' })).toBeTruthy()
    expect(within(table()).getByRole('cell', { name: 'Bob Baker' })).toBeTruthy()
    expect(within(table()).queryByText('Loading...')).toBeNull()
    expect(asked(fetchPage)).toEqual([{ limit: 20, page: 1, sort: [], filter: [] }])
  })

  it("says 'No rows found' when the list is empty, or the screen's own words", async () => {
    const { unmount } = renderTable(vi.fn<FetchPage>(async () => page([])))
    expect(await within(table()).findByText('No rows found')).toBeTruthy()
    unmount()
    renderTable(
      vi.fn<FetchPage>(async () => page([])),
      { emptyMessage: 'You have not made any payments.' },
    )
    expect(await within(table()).findByText('You have not made any payments.')).toBeTruthy()
  })

  it('shows the empty state instead of the table when there is nothing at all', async () => {
    renderTable(
      vi.fn<FetchPage>(async () => page([])),
      { emptyState: <p>No events yet.</p> },
    )
    expect(await screen.findByText('No events yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('sorts by a column on a click of its header, ascending then descending', async () => {
    const fetchPage = vi.fn<FetchPage>(async () => page([ANN, BOB]))
    renderTable(fetchPage, { defaultSort: [{ field: 'status', direction: 'asc' }] })
    await within(table()).findByRole('cell', { name: 'Ann Archer' })
    expect(header('Status').getAttribute('aria-sort')).toBe('ascending')
    expect(header('Name').getAttribute('aria-sort')).toBe('none')
    expect(header('City').getAttribute('aria-sort')).toBeNull()
    expect(within(header('City')).queryByRole('button')).toBeNull()

    await userEvent.click(within(header('Name')).getByRole('button'))
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBe('ascending'))
    expect(header('Status').getAttribute('aria-sort')).toBe('none')
    await userEvent.click(within(header('Name')).getByRole('button'))
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBe('descending'))
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3))
    expect(asked(fetchPage).map((query) => query.sort)).toEqual([['status,asc'], ['name,asc'], ['name,desc']])
  })

  it("filters a column by what is typed in its 'Filter...' box, asking once 300 ms after the typing stops", async () => {
    vi.useFakeTimers()
    const fetchPage = vi.fn<FetchPage>(async () => page([ANN, BOB], 3))
    renderTable(fetchPage)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(within(table()).getByRole('cell', { name: 'Ann Archer' })).toBeTruthy()
    // On page 2 first: a new filter starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(asked(fetchPage).at(-1)).toMatchObject({ page: 2, filter: [] })

    const filter = within(table()).getByRole('textbox', { name: 'Filter Name' })
    expect(filter.getAttribute('placeholder')).toBe('Filter...')
    fireEvent.change(filter, { target: { value: 'A' } })
    await act(() => vi.advanceTimersByTimeAsync(200))
    fireEvent.change(filter, { target: { value: 'An' } })
    await act(() => vi.advanceTimersByTimeAsync(200))
    fireEvent.change(filter, { target: { value: 'Ann ' } })
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS - 1))
    expect(fetchPage).toHaveBeenCalledTimes(2)

    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(asked(fetchPage).at(-1)).toEqual({ limit: 20, page: 1, sort: [], filter: ['name,Ann'] })
  })

  it("sends a search box as the list's search filter, debounced, starting again at page 1", async () => {
    vi.useFakeTimers()
    const fetchPage = vi.fn<FetchPage>(async () => page([ANN, BOB], 3))
    renderTable(fetchPage, { search: { label: 'Search members', description: 'By name' } })
    await act(() => vi.advanceTimersByTimeAsync(0))
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), { target: { value: 'ann archer ' } })
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS))
    expect(asked(fetchPage).at(-1)).toEqual({ limit: 20, page: 1, sort: [], filter: ['search,ann archer'] })
  })

  it('filters an exact-match column by a choice, All being no filter', async () => {
    vi.useFakeTimers()
    const fetchPage = vi.fn<FetchPage>(async () => page([BOB]))
    renderTable(fetchPage)
    await act(() => vi.advanceTimersByTimeAsync(0))
    const choice = within(table()).getByRole('combobox', { name: 'Filter Status' }) as HTMLSelectElement
    expect(Array.from(choice.options, (option) => option.text)).toEqual(['All', 'active', 'lapsed'])
    fireEvent.change(choice, { target: { value: 'lapsed' } })
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS))
    expect(asked(fetchPage).at(-1)).toMatchObject({ filter: ['status,lapsed'] })
    fireEvent.change(choice, { target: { value: '' } })
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS))
    expect(asked(fetchPage).at(-1)).toMatchObject({ filter: [] })
  })

  it('offers the page sizes 5, 10, 20, 25, 50 and 100, and a new size starts at page 1', async () => {
    const fetchPage = vi.fn<FetchPage>(async () => page([ANN, BOB], 4))
    renderTable(fetchPage, { defaultPageSize: 10 })
    await within(table()).findByRole('cell', { name: 'Ann Archer' })
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement
    expect(Array.from(sizes.options, (option) => Number(option.value))).toEqual([5, 10, 20, 25, 50, 100])
    expect(sizes.value).toBe('10')

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Members pages' })).getByRole('button', { name: 'Page 3' }),
    )
    await waitFor(() => expect(asked(fetchPage).at(-1)).toMatchObject({ limit: 10, page: 3 }))
    await userEvent.selectOptions(sizes, '50')
    await waitFor(() => expect(asked(fetchPage).at(-1)).toEqual({ limit: 50, page: 1, sort: [], filter: [] }))
  })

  it('says why a page could not be loaded and asks again on Try again', async () => {
    const fetchPage = vi
      .fn<FetchPage>()
      .mockRejectedValueOnce(new ApiError(503, { message: 'The service is unavailable.', code: ErrorCode.internal }))
      .mockResolvedValueOnce(page([ANN]))
    renderTable(fetchPage)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('This list could not be loaded')).toBeTruthy()
    expect(within(alert).getByText('The service is unavailable.')).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(table()).findByRole('cell', { name: 'Ann Archer' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens a row on a click or Enter when the screen asks', async () => {
    const onRowClick = vi.fn()
    renderTable(
      vi.fn<FetchPage>(async () => page([ANN, BOB])),
      { onRowClick },
    )
    const row = (await within(table()).findByRole('cell', { name: 'Bob Baker' })).closest('tr') as HTMLElement
    await userEvent.click(row)
    expect(onRowClick).toHaveBeenLastCalledWith(BOB)
    row.focus()
    await userEvent.keyboard('{Enter}')
    expect(onRowClick).toHaveBeenCalledTimes(2)
  })
})

describe('DataTable on a phone', () => {
  afterEach(() => viewport(1024, 768))

  it('lays each row out as an item with its values labelled, its filters and sort labelled above: nothing to scroll sideways', async () => {
    viewport(390, 844)
    const fetchPage = vi.fn<FetchPage>(async () => page([ANN, BOB]))
    const onRowClick = vi.fn()
    renderTable(fetchPage, { onRowClick })
    const list = await screen.findByRole('list', { name: 'Members' })
    expect(screen.queryByRole('table')).toBeNull()
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const [first] = items
    if (!first) throw new Error('no first item')
    // The first column names the item; the others are labelled values.
    expect(within(first).getByText('Ann Archer')).toBeTruthy()
    expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Status', 'City'])
    expect([...first.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['active', 'Columbus'])

    // An item opens like a row: a click or Enter.
    fireEvent.keyDown(first, { key: 'Enter' })
    expect(onRowClick).toHaveBeenCalledWith(ANN)

    // The filters are labelled with their column; the sort is a choice.
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name, descending')
    await waitFor(() => expect(asked(fetchPage).at(-1)?.sort).toEqual(['name,desc']))
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'lapsed')
    await waitFor(() => expect(asked(fetchPage).at(-1)?.filter).toEqual(['status,lapsed']))
    expect(screen.getByLabelText('Name').getAttribute('placeholder')).toBe('Filter...')
  })
})
