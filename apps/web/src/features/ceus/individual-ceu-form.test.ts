import { describe, expect, it } from 'vitest'
import { IndividualCeuMessages as M } from '@portal/contracts'
import {
  ceuFormDefaults,
  ceuFormSchema,
  contextProblems,
  isCodeApplied,
  lockedFieldsOf,
  toFieldsInput,
  type CeuFormValues,
} from './individual-ceu-form'
import { ceuOf, formContextOf } from './test-fixtures'

const context = { form: formContextOf(), isAdmin: false, hasFile: false, today: '2026-11-20' }
const filled = (overrides: Partial<CeuFormValues> = {}): CeuFormValues => ({
  ...ceuFormDefaults(null, formContextOf()),
  credits: '3',
  creditTypeId: '1',
  programTitle: 'Budgeting',
  sponsor: 'Credit Union',
  programDescription: 'A workshop.',
  programAgenda: 'Welcome; budgets.',
  verified: true,
  ...overrides,
})

describe('the individual CEU form', () => {
  it('starts a new CEU today in the only period offered; an edited one with its own values', () => {
    expect(ceuFormDefaults(null, formContextOf())).toMatchObject({
      reportingPeriodId: '5',
      completionDate: '2026-11-20',
    })
    const edited = ceuFormDefaults(ceuOf({ preapprovedCreditId: 9, completionCode: 'FWI' }), formContextOf())
    expect(edited).toMatchObject({ credits: '3', appliedCode: 'FWI', preapprovedCreditId: '9' })
  })

  it('counts a code as applied while the field holds it (case and blanks aside)', () => {
    const applied = { appliedCode: 'FWI-2026', preapprovedCreditId: '9' }
    expect(isCodeApplied({ ...applied, completionCode: ' fwi-2026 ' })).toBe(true)
    expect(isCodeApplied({ ...applied, completionCode: 'OTHER' })).toBe(false)
    expect(isCodeApplied({ appliedCode: '', preapprovedCreditId: '', completionCode: 'FWI-2026' })).toBe(false)
  })

  it('locks the fields the applied code supplied, and none once the code changes', () => {
    const values = filled({ completionCode: 'FWI', appliedCode: 'FWI', preapprovedCreditId: '9' })
    expect([...lockedFieldsOf(values, ['credits', 'programTitle'])]).toEqual(['credits', 'programTitle'])
    expect([...lockedFieldsOf({ ...values, completionCode: 'FWX' }, ['credits'])]).toEqual([])
  })

  it('says the date window, the code to apply or clear, the agenda and the verified box on their fields', () => {
    const problems = contextProblems(
      filled({ completionDate: '2026-12-01', completionCode: 'TYPED', programAgenda: '', verified: false }),
      context,
    )
    expect(problems).toEqual([
      { path: ['completionDate'], message: M.dateWindow('01/01/2026') },
      { path: ['completionCode'], message: M.applyOrClear },
      { path: ['programAgenda'], message: M.required },
      { path: ['verified'], message: M.verifiedRequired },
    ])
    expect(contextProblems(filled({ completionDate: '2025-12-31' }), context)).toEqual([
      { path: ['completionDate'], message: M.outsidePeriod },
    ])
    expect(contextProblems(filled({ agendaMethod: 'upload', programAgenda: '' }), context)).toEqual([
      { path: ['media'], message: M.required },
    ])
  })

  it('needs no agenda of a pre-approved CEU, and no verified box of staff', () => {
    const applied = filled({ programAgenda: '', completionCode: 'FWI', appliedCode: 'FWI', preapprovedCreditId: '9' })
    expect(contextProblems(applied, context)).toEqual([])
    expect(contextProblems(filled({ verified: false }), { ...context, isAdmin: true })).toEqual([])
  })

  it('sends the applied group CEU with the code, and no typed agenda when it is uploaded', () => {
    const sent = toFieldsInput(filled({ completionCode: 'FWI', appliedCode: 'FWI', preapprovedCreditId: '9' }), context)
    expect(sent).toMatchObject({ completionCode: 'FWI', preapprovedCreditId: '9' })
    expect(toFieldsInput(filled({ agendaMethod: 'upload' }), context).programAgenda).toBeNull()
    expect(ceuFormSchema(context).safeParse(filled()).success).toBe(true)
  })
})
