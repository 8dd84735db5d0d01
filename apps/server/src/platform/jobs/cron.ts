import { easternClock } from '@portal/contracts'

/**
 * A five-field cron expression (minute hour day-of-month month day-of-week) evaluated on the
 * US Eastern wall clock, like every other time rule of the portal. Supports `*`, lists,
 * ranges and steps (`*\/15`, `1-5`, `0,30`).
 */
export interface CronSchedule {
  matches(instant: Date): boolean
}

const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
]

function parseField(field: string, [min, max]: [number, number]): Set<number> {
  const values = new Set<number>()
  for (const part of field.split(',')) {
    const [rangePart, stepPart] = part.split('/')
    const step = stepPart === undefined ? 1 : Number(stepPart)
    if (!rangePart || !Number.isInteger(step) || step < 1) throw new Error(`Bad cron field "${field}"`)
    let from = min
    let to = max
    if (rangePart !== '*') {
      const [a, b] = rangePart.split('-')
      from = Number(a)
      to = b === undefined ? (stepPart === undefined ? from : max) : Number(b)
    }
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < min || to > max || from > to) {
      throw new Error(`Bad cron field "${field}"`)
    }
    for (let v = from; v <= to; v += step) values.add(v)
  }
  return values
}

export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/)
  if (fields.length !== 5) throw new Error(`A cron expression has five fields: "${expression}"`)
  const [minutes, hours, days, months, weekdays] = fields.map((f, i) => parseField(f, RANGES[i] as [number, number]))
  return {
    matches(instant: Date) {
      const c = easternClock(instant)
      return Boolean(
        minutes?.has(c.minute) &&
        hours?.has(c.hour) &&
        days?.has(c.dayOfMonth) &&
        months?.has(c.month) &&
        weekdays?.has(c.dayOfWeek),
      )
    },
  }
}
