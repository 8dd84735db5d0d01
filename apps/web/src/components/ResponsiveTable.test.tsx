import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/render'
import { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable'

interface Attempt {
  id: number
  number: number
  result: string
  score: number | null
}

const ROWS: Attempt[] = [
  { id: 7, number: 1, result: 'Fail', score: 98 },
  { id: 9, number: 2, result: 'Pass', score: null },
]

const COLUMNS: ResponsiveTableProps<Attempt>['columns'] = [
  { header: 'Attempt', cell: (row) => row.number, isRowHeader: true },
  { header: 'Result', cell: (row) => row.result },
  { header: 'Score', cell: (row) => row.score, isNumeric: true },
]

describe('ResponsiveTable', () => {
  it('is a table named by its label, each row named by its row header', () => {
    renderInApp(<ResponsiveTable label="Exam attempts" columns={COLUMNS} rows={ROWS} getRowKey={(row) => row.id} />)
    const table = screen.getByRole('table', { name: 'Exam attempts' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Attempt', 'Result', 'Score'])
    expect(within(table).getByRole('rowheader', { name: '2' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: 'Fail' })).toBeTruthy()
  })

  it('opens a row clicked anywhere, when asked', async () => {
    const onRowClick = vi.fn()
    renderInApp(
      <ResponsiveTable
        label="Exam attempts"
        minWidth={480}
        columns={COLUMNS}
        rows={ROWS}
        getRowKey={(row) => row.id}
        onRowClick={onRowClick}
      />,
    )
    const table = screen.getByRole('table', { name: 'Exam attempts' })
    await userEvent.click(within(table).getByRole('cell', { name: 'Pass' }))
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1])
  })
})
