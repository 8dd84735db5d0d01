/**
 * THE short table shown whole (no paging; a server-paged list is a DataTable): a table from the
 * `sm` breakpoint up, and below it one item per row with its values labelled, so no column hides
 * in a box that scrolls sideways on a phone (a receipt's prices, a membership's dates, a
 * registration's exam attempts). Only one of the two is displayed, so a screen reader meets the
 * rows once.
 */
import { Box, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSidewaysScroll } from './use-sideways-scroll'
import { RowItem, RowItems } from './RowItems'

export interface ResponsiveColumn<T> {
  header: string
  /** The value; null for nothing (its label is then left out on a phone). */
  cell: (row: T) => ReactNode
  /** Right-aligned in the table (amounts). */
  isNumeric?: boolean
  /** The cell names its row: a row header in the table (an attempt's number, an exam). */
  isRowHeader?: boolean
}

/** The table's name: the heading that names it, or a label of its own. */
type TableName = { labelledBy: string; label?: string } | { labelledBy?: undefined; label: string }

/**
 * A table too wide for a narrow screen from `sm` up (a tablet) scrolls sideways in its own box,
 * named by the label, from below `minWidth`.
 */
type TableWidth = { minWidth?: undefined } | { minWidth: number; label: string }

export type ResponsiveTableProps<T> = TableName &
  TableWidth & {
    /** The first column names each row: the heading of its item on a phone. */
    columns: readonly [ResponsiveColumn<T>, ...ResponsiveColumn<T>[]]
    rows: readonly T[]
    getRowKey: (row: T) => string | number
    /**
     * A click anywhere on the row opens it; the keyboard and screen readers use the link its
     * first cell holds (whose own click stops there).
     */
    onRowClick?: (row: T) => void
  }

export function ResponsiveTable<T>({
  labelledBy,
  label,
  minWidth,
  columns,
  rows,
  getRowKey,
  onRowClick,
}: ResponsiveTableProps<T>) {
  const [title, ...values] = columns
  const name = labelledBy ? { labelledBy } : { label: label ?? '' }
  const tableName = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label }
  const sidewaysScroll = useSidewaysScroll<HTMLDivElement>(label ?? '')
  const rowClick = (row: T) =>
    onRowClick ? { style: { cursor: 'pointer' }, onClick: () => onRowClick(row) } : undefined

  const table = (
    <Table {...tableName} striped highlightOnHover={onRowClick !== undefined} visibleFrom={minWidth ? undefined : 'sm'}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" ta={column.isNumeric ? 'right' : undefined}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={getRowKey(row)} {...rowClick(row)}>
            {columns.map((column) => {
              const ta = column.isNumeric ? 'right' : undefined
              return column.isRowHeader ? (
                <Table.Th key={column.header} scope="row" fw="normal" ta={ta}>
                  {column.cell(row)}
                </Table.Th>
              ) : (
                <Table.Td key={column.header} ta={ta}>
                  {column.cell(row)}
                </Table.Td>
              )
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )

  return (
    <>
      {minWidth ? (
        // Positioned, so nothing hidden inside it (a button's hidden name) reaches past its edge.
        <Table.ScrollContainer minWidth={minWidth} type="native" pos="relative" visibleFrom="sm" {...sidewaysScroll}>
          {table}
        </Table.ScrollContainer>
      ) : (
        table
      )}
      <Box hiddenFrom="sm">
        <RowItems {...name}>
          {rows.map((row) => (
            <RowItem
              key={getRowKey(row)}
              title={title.cell(row)}
              values={values.map((column) => ({ label: column.header, value: column.cell(row) }))}
              onOpen={onRowClick ? () => onRowClick(row) : undefined}
              isOpenedByLink
            />
          ))}
        </RowItems>
      </Box>
    </>
  )
}
