/**
 * A table's rows on a phone, drawn one way wherever a table gives way to them (ResponsiveTable,
 * DataTable, the score report, the experience entries): a list of items, each titled by what names
 * its row and listing its other values with their column's label, so no column hides in a box
 * that scrolls sideways (issue 25, item 15).
 *
 *   <RowItems label="Exam attempts">
 *     <RowItem title="Attempt 1" values={[{ label: 'Result', value: 'Pass' }]} />
 *   </RowItems>
 */
import { Paper, Stack } from '@mantine/core'
import { Fragment, type KeyboardEvent, type ReactNode } from 'react'
import classes from './ResponsiveTable.module.css'

export interface RowValue {
  label: string
  /** Null or '' leaves the pair out (nothing to say). */
  value: ReactNode
}

type ListName = { labelledBy: string; label?: string } | { labelledBy?: undefined; label: string }

export function RowItems({
  labelledBy,
  label,
  isBusy,
  className,
  children,
}: ListName & { isBusy?: boolean; className?: string; children: ReactNode }) {
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label }
  return (
    <Stack
      component="ul"
      gap="sm"
      {...name}
      aria-busy={isBusy}
      className={[classes.rows, className].filter(Boolean).join(' ')}
    >
      {children}
    </Stack>
  )
}

export function RowItem({
  title,
  values,
  children,
  onOpen,
  isOpenedByLink = false,
}: {
  /** What names the row, shown first in bold (a checkbox may sit beside it). */
  title: ReactNode
  values: readonly RowValue[]
  /** Anything after the values (an action). */
  children?: ReactNode
  /** The row opens on a click, or on Enter once focused. */
  onOpen?: () => void
  /** A link in the row opens it for the keyboard: the item itself takes a click only. */
  isOpenedByLink?: boolean
}) {
  const opens = !onOpen
    ? {}
    : isOpenedByLink
      ? { className: classes.clickable, onClick: onOpen }
      : {
          tabIndex: 0,
          className: classes.clickable,
          onClick: onOpen,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            onOpen()
          },
        }
  return (
    <Paper component="li" withBorder radius="sm" p="sm" {...opens}>
      <div className={classes.title}>{title}</div>
      <dl className={classes.values}>
        {values.map(({ label, value }) =>
          value === null || value === undefined || value === '' ? null : (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ),
        )}
      </dl>
      {children}
    </Paper>
  )
}
