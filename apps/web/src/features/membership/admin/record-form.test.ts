import { describe, expect, it } from 'vitest'
import { MembershipMessages as M } from '@portal/contracts'
import { endForStart, recordFormDefaults, RecordFormSchema, toRecordBody } from './record-form'

const problems = (values: Parameters<typeof RecordFormSchema.safeParse>[0]) =>
  RecordFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe("the admin's membership record form (spec 3 §5 'Add membership (admin)')", () => {
  it('starts today and ends 364 days later', () => {
    expect(recordFormDefaults(null, '2026-05-15')).toEqual({
      membershipId: '',
      start: '2026-05-15',
      end: '2027-05-14',
      approved: true,
    })
  })

  it('shows an edited record as it is', () => {
    const record = {
      id: 4,
      membershipId: 2,
      name: 'Student',
      key: 'student' as const,
      start: '2025-01-01',
      end: '2025-12-31',
      approved: false,
    }
    expect(recordFormDefaults(record, '2026-05-15')).toEqual({
      membershipId: '2',
      start: '2025-01-01',
      end: '2025-12-31',
      approved: false,
    })
  })

  it('moves the end with the start, across a leap day', () => {
    expect(endForStart('2027-03-01')).toBe('2028-02-28')
    expect(endForStart('2026-0')).toBe('')
  })

  it('requires the membership and the dates, and an end after the start', () => {
    expect(problems({ membershipId: '', start: '', end: '', approved: true })).toEqual([
      ['membershipId', M.required],
      ['start', M.required],
      ['end', M.required],
    ])
    expect(problems({ membershipId: '1', start: '2026-05-15', end: '2026-05-15', approved: true })).toEqual([
      ['end', M.endAfterStart],
    ])
    expect(problems({ membershipId: '1', start: '2026-05-15', end: '2027-05-14', approved: true })).toEqual([])
  })

  it('sends the type as a number', () => {
    expect(toRecordBody({ membershipId: '2', start: '2026-05-15', end: '2027-05-14', approved: true })).toEqual({
      membershipId: 2,
      start: '2026-05-15',
      end: '2027-05-14',
      approved: true,
    })
  })
})
