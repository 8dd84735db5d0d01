import { Table, type TableProps } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './ValueTable.module.css'

/**
 * A read-only list of label/value pairs (an entry, a request's summary) as a two-column table:
 * each label a row header, so a screen reader announces it with its value.
 *
 *   <ValueTable aria-label="Experience">
 *     <ValueRow label="Organization">{experience.organization}</ValueRow>
 *   </ValueTable>
 */
export function ValueTable({ children, ...tableProps }: Omit<TableProps, 'children'> & { children: ReactNode }) {
  return (
    <Table withRowBorders={false} verticalSpacing={6} {...tableProps}>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  )
}

/** One pair: the label narrower on a phone; a long value (an email, a description) wraps, its line breaks kept. */
export function ValueRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.label}>
        {label}
      </Table.Th>
      <Table.Td className={classes.value}>{children}</Table.Td>
    </Table.Tr>
  )
}
