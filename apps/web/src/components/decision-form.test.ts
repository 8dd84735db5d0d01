import { describe, expect, it } from 'vitest'
import { z, ApproveGroupCeuBody, DecideMembershipBody, IndividualCeuMessages, RejectCeuBody } from '@portal/contracts'
import { decisionDefaults, decisionFormSchema, REJECT_STATUS_FIELD } from './decision-form'

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('decisionFormSchema: every staff decision form', () => {
  it('sends the chosen canned messages by id and the message trimmed, or null when blank', () => {
    const schema = decisionFormSchema(RejectCeuBody, { fields: REJECT_STATUS_FIELD })
    expect(
      schema.parse({ status: 'rejected', selectedMessages: ['4', '7'], message: '  Add the certificate ' }),
    ).toEqual({ status: 'rejected', selectedMessages: [4, 7], message: 'Add the certificate' })
    expect(schema.parse({ ...decisionDefaults({ status: 'more_info_requested' }), message: '  ' })).toEqual({
      status: 'more_info_requested',
      selectedMessages: [],
      message: null,
    })
  })

  it("refuses what the contract refuses on its field, with the contract's message", () => {
    const schema = decisionFormSchema(RejectCeuBody, { fields: REJECT_STATUS_FIELD })
    expect(problems(schema.safeParse(decisionDefaults({ status: undefined })))).toEqual([
      ['status', IndividualCeuMessages.selectStep],
    ])
    expect(problems(schema.safeParse(decisionDefaults({ status: 'approved' })))).toEqual([
      ['status', IndividualCeuMessages.selectStep],
    ])
  })

  it('passes the own fields as they are, or as `toBody` says, and the messages may be left out', () => {
    const approve = decisionFormSchema(ApproveGroupCeuBody, { fields: { completionCode: z.string() } })
    expect(approve.parse(decisionDefaults({ completionCode: 'HARBOR-2026' }))).toEqual({
      completionCode: 'HARBOR-2026',
      selectedMessages: [],
      message: null,
    })
    const membership = decisionFormSchema(DecideMembershipBody, { toBody: () => ({ approved: true }) })
    expect(membership.parse({ message: 'Welcome' })).toEqual({
      approved: true,
      selectedMessages: [],
      message: 'Welcome',
    })
  })

  it("checks the form's own rules before the contract's", () => {
    const schema = decisionFormSchema(ApproveGroupCeuBody, {
      fields: { completionCode: z.string() },
      rules: [{ holds: (values) => values.completionCode !== 'TAKEN', path: 'completionCode', message: 'Taken' }],
    })
    expect(problems(schema.safeParse(decisionDefaults({ completionCode: 'TAKEN' })))).toEqual([
      ['completionCode', 'Taken'],
    ])
  })
})
