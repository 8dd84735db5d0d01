/**
 * A short table shown whole (no paging) that fits a phone: a table from the `sm` breakpoint up,
 * and below it one item per row with its values labelled, so no column hides in a box that
 * scrolls sideways (a receipt's prices, a membership's dates). Only one of the two is displayed,
 * so a screen reader meets the rows once.
 */
import { Paper, Stack, Table, Text } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import classes from './ResponsiveTable.module.css'

export interface ResponsiveColumn<T> {
  header: string
  /** The value; null for nothing (its label is then left out on a phone). */
  cell: (row: T) => ReactNode
  /** Right-aligned in the table (amounts). */
  isNumeric?: boolean
}

export interface ResponsiveTableProps<T> {
  /** The id of the heading that names the table. */
  labelledBy: string
  /** The first column names each row: the heading of its item on a phone. */
  columns: readonly [ResponsiveColumn<T>, ...ResponsiveColumn<T>[]]
  rows: readonly T[]
  getRowKey: (row: T) => string | number
}

export function ResponsiveTable<T>({ labelledBy, columns, rows, getRowKey }: ResponsiveTableProps<T>) {
  const [title, ...values] = columns
  return (
    <>
      <Table aria-labelledby={labelledBy} striped visibleFrom="sm">
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
            <Table.Tr key={getRowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.isNumeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack component="ul" gap="sm" hiddenFrom="sm" aria-labelledby={labelledBy} className={classes.rows}>
        {rows.map((row) => (
          <Paper component="li" key={getRowKey(row)} withBorder radius="sm" p="sm">
            <Text fw={700} mb={4}>
              {title.cell(row)}
            </Text>
            <dl className={classes.values}>
              {values.map((column) => {
                const value = column.cell(row)
                if (value === null || value === '') return null
                return (
                  <Fragment key={column.header}>
                    <dt>{column.header}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                )
              })}
            </dl>
          </Paper>
        ))}
      </Stack>
    </>
  )
}
