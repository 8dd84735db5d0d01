import { describe, expect, it } from 'vitest'
import { ErrorCode, GenericMessages, RegistrationMessages as M } from '@portal/contracts'
import { ApiError } from '../../../lib/errors'
import {
  approvalChargeText,
  approvalChargeTotal,
  codeOfEthicsText,
  RegistrationScreenTexts,
  itemStatusLabel,
  missingDocuments,
  routeId,
  serverMessageOr,
  showsPostRegistration,
} from './registration-view'

describe('the Approve modal’s charge', () => {
  const approval = {
    chargeTotal: 75_000,
    examTotal: 35_000,
    hasExam: true,
    savedCard: { brand: 'visa', last4: '4242' },
  }

  it('charges the approval total, less the exam fees when approved without the exam', () => {
    expect(approvalChargeTotal(approval, false)).toBe(75_000)
    expect(approvalChargeTotal(approval, true)).toBe(40_000)
    expect(approvalChargeTotal({ ...approval, hasExam: false, examTotal: 0 }, true)).toBe(75_000)
  })

  it('names the amount and the saved card, or that there is no card on file', () => {
    expect(approvalChargeText(approval, false)).toBe(
      "Approving charges $750.00 to the user's saved card (Visa ending in 4242).",
    )
    expect(approvalChargeText(approval, true)).toBe(
      "Approving charges $400.00 to the user's saved card (Visa ending in 4242).",
    )
    expect(approvalChargeText({ ...approval, savedCard: null }, false)).toBe(
      'Approving charges $750.00, but there is no card on file.',
    )
    expect(approvalChargeText({ ...approval, chargeTotal: 35_000 }, true)).toBe(
      'Approving charges nothing: nothing is owed.',
    )
    // A membership requested with the registration is approved too, unless without membership.
    expect(approvalChargeText({ ...approval, membershipRequestId: 9 }, false)).toBe(
      "Approving charges $750.00 to the user's saved card (Visa ending in 4242). " +
        RegistrationScreenTexts.membershipToo,
    )
    expect(approvalChargeText({ ...approval, membershipRequestId: 9 }, false, true)).toBe(
      "Approving charges $750.00 to the user's saved card (Visa ending in 4242).",
    )
  })
})

describe('itemStatusLabel (the items table)', () => {
  const unpaid = { paid: false, paidAt: null, providerPaymentId: null, inCart: false, chargedOnApproval: false }

  it('says when and through which payment an item was paid', () => {
    expect(
      itemStatusLabel({ ...unpaid, paid: true, paidAt: '2026-03-04T15:00:00.000Z', providerPaymentId: 'pi_123' }),
    ).toBe('Paid on 03/04/2026 (pi_123)')
    expect(itemStatusLabel({ ...unpaid, paid: true })).toBe('Paid')
  })

  it('tells the unpaid ones apart', () => {
    expect(itemStatusLabel({ ...unpaid, inCart: true })).toBe('In cart')
    expect(itemStatusLabel({ ...unpaid, chargedOnApproval: true })).toBe('Charged when approved')
    expect(itemStatusLabel(unpaid)).toBe('Unpaid')
  })
})

describe('serverMessageOr', () => {
  it("keeps the server's reason, and says the fallback for a crash or the network", () => {
    const declined = new ApiError(402, { message: 'Your card was declined.', code: ErrorCode.conflict })
    expect(serverMessageOr(declined, M.approveFailed)).toBe('Your card was declined.')
    const crash = new ApiError(500, { message: GenericMessages.internal, code: ErrorCode.internal })
    expect(serverMessageOr(crash, M.approveFailed)).toBe('There was a problem approving the registration')
    expect(serverMessageOr(new ApiError(0, { message: 'offline', code: ErrorCode.internal }), M.markPaidFailed)).toBe(
      'Could not mark as paid',
    )
    expect(serverMessageOr(new Error('boom'), M.markPaidFailed)).toBe('Could not mark as paid')
  })
})

describe('routeId', () => {
  it('reads a positive id, and 0 for anything else', () => {
    expect(routeId('12')).toBe(12)
    expect(routeId('12a')).toBe(0)
    expect(routeId(undefined)).toBe(0)
  })
})

describe('showsPostRegistration (the Post Registration Progress card)', () => {
  const approval = (kind: 'registration_approval' | 'final_approval' | null) =>
    ({ kind }) as Parameters<typeof showsPostRegistration>[0]['approval']

  it('shows past registration approval, and whenever the final application waits', () => {
    for (const status of ['in_progress', 'experience_approval', 'final_approval', 'complete'] as const) {
      expect(showsPostRegistration({ status, approval: approval(null) })).toBe(true)
    }
    expect(showsPostRegistration({ status: 'in_progress', approval: approval('final_approval') })).toBe(true)
  })

  it('does not show before', () => {
    for (const status of ['pre_registration', 'registration_approval', 'module_approval'] as const) {
      expect(showsPostRegistration({ status, approval: approval('registration_approval') })).toBe(false)
    }
  })
})

describe('codeOfEthicsText', () => {
  it("says who signed and when, or 'Not signed'", () => {
    expect(
      codeOfEthicsText({ codeOfEthicsSignature: 'Casey Candidate', codeOfEthicsSignatureDate: '2026-04-02' }),
    ).toBe('Casey Candidate, signed 04/02/2026')
    expect(codeOfEthicsText({ codeOfEthicsSignature: 'Casey Candidate', codeOfEthicsSignatureDate: null })).toBe(
      'Casey Candidate',
    )
    expect(codeOfEthicsText({ codeOfEthicsSignature: '  ', codeOfEthicsSignatureDate: '2026-04-02' })).toBe(
      'Not signed',
    )
    expect(codeOfEthicsText({ codeOfEthicsSignature: null, codeOfEthicsSignatureDate: null })).toBe('Not signed')
  })
})

describe('missingDocuments (what a review must ask for)', () => {
  const pathway = (key: 'designation' | 'education' | 'military_spouse') => ({
    id: 1,
    key,
    name: key,
    description: null,
    deadlineMonths: 36,
    requiresPreapproval: false,
  })
  const file = (type: 'designation_documentation' | 'transcript') => ({
    id: 1,
    type,
    fileName: 'a.pdf',
    url: '/api/media/1',
    createdAt: '2026-01-01T00:00:00.000Z',
  })
  it('names the documents the pathway requires that are not uploaded', () => {
    expect(missingDocuments({ pathway: pathway('designation'), media: [] })).toEqual(['designation_documentation'])
    expect(missingDocuments({ pathway: pathway('designation'), media: [file('transcript')] })).toEqual([
      'designation_documentation',
    ])
    expect(missingDocuments({ pathway: pathway('designation'), media: [file('designation_documentation')] })).toEqual(
      [],
    )
    expect(missingDocuments({ pathway: pathway('military_spouse'), media: [] })).toEqual([])
    expect(missingDocuments({ pathway: null, media: [] })).toEqual([])
  })
})
