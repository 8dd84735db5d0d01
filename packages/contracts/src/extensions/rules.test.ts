import { describe, expect, it } from 'vitest'
import {
  canExtendCertification,
  canExtendRegistration,
  deadlineBanner,
  expirationStatusOf,
  extendedDate,
  extensionRequestState,
  reminderDue,
} from './rules'
import * as rules from './rules'
import { ExtensionBody } from './schemas'

const TODAY = '2026-03-10'

describe('canExtendRegistration', () => {
  const base = {
    status: 'in_progress' as const,
    deadline: '2026-06-30',
    allowsExtension: true,
    hasExtension: false,
    today: TODAY,
  }

  it('allows a registration with a deadline, not complete, whose training allows one and has none', () => {
    expect(canExtendRegistration(base)).toBe(true)
    expect(canExtendRegistration({ ...base, status: 'experience_approval' })).toBe(true)
  })

  it('refuses without a deadline, once complete or still a pre-registration', () => {
    expect(canExtendRegistration({ ...base, deadline: null })).toBe(false)
    expect(canExtendRegistration({ ...base, status: 'complete' })).toBe(false)
    expect(canExtendRegistration({ ...base, status: 'pre_registration' })).toBe(false)
  })

  it('refuses when the training disallows extensions, or one was already requested', () => {
    expect(canExtendRegistration({ ...base, allowsExtension: false })).toBe(false)
    expect(canExtendRegistration({ ...base, hasExtension: true })).toBe(false)
  })

  it('stays possible until six months after the deadline, not a day longer', () => {
    expect(canExtendRegistration({ ...base, deadline: '2025-09-10' })).toBe(true)
    expect(canExtendRegistration({ ...base, deadline: '2025-09-09' })).toBe(false)
  })
})

describe('canExtendCertification', () => {
  it('allows a certification in good standing or lapsed for CEUs with a lapse date and no extension', () => {
    expect(canExtendCertification({ status: 'good_standing', lapseDate: '2026-06-30', hasExtension: false })).toBe(true)
    expect(canExtendCertification({ status: 'lapsed_ceus', lapseDate: '2026-06-30', hasExtension: false })).toBe(true)
  })

  it('refuses other statuses, a certification without a reporting period, and a second extension', () => {
    for (const status of ['lapsed_payment', 'revoked', 'renewed'] as const) {
      expect(canExtendCertification({ status, lapseDate: '2026-06-30', hasExtension: false })).toBe(false)
    }
    expect(canExtendCertification({ status: 'good_standing', lapseDate: null, hasExtension: false })).toBe(false)
    expect(canExtendCertification({ status: 'good_standing', lapseDate: '2026-06-30', hasExtension: true })).toBe(false)
  })
})

describe('deadlineBanner', () => {
  const facts = { kind: 'registration' as const, name: 'AFC®', today: TODAY, hasApprovedExtension: false }

  it('shows nothing more than 90 days before the date', () => {
    expect(deadlineBanner({ ...facts, date: '2026-06-09' })).toBeNull()
  })

  it('warns that a registration is going to expire within 90 days, the day itself included', () => {
    expect(deadlineBanner({ ...facts, date: '2026-06-08' })).toEqual({
      isPast: false,
      message: 'Your AFC® registration is going to expire on 06/08/2026.',
    })
    expect(deadlineBanner({ ...facts, date: TODAY })?.isPast).toBe(false)
  })

  it('says it has expired once the deadline passed', () => {
    expect(deadlineBanner({ ...facts, date: '2026-03-09' })).toEqual({
      isPast: true,
      message: 'Your AFC® registration has expired (03/09/2026).',
    })
  })

  it('words a certification as going to lapse, then lapsed for CEUs', () => {
    const certification = { ...facts, kind: 'certification' as const }
    expect(deadlineBanner({ ...certification, date: '2026-05-31' })?.message).toBe(
      'Your AFC® certification is going to lapse for CEUs on 05/31/2026.',
    )
    expect(deadlineBanner({ ...certification, date: '2026-01-31' })).toEqual({
      isPast: true,
      message: 'Your AFC® certification has lapsed for CEUs (01/31/2026).',
    })
  })
})

describe('one lock rule', () => {
  it('leaves the page lock to isCandidateLocked (candidate/rules.ts): no second rule here', () => {
    expect(Object.keys(rules)).not.toContain('isPastDate')
  })
})

describe('ExtensionBody', () => {
  const request = { completedHours: 10, signature: 'Pat Candidate' }

  it('takes ids an integer column holds, and refuses larger ones before they reach the database', () => {
    expect(ExtensionBody.safeParse({ ...request, registrationId: 2_147_483_647 }).success).toBe(true)
    for (const program of [
      { registrationId: 2_147_483_648 },
      { userCertificationId: 2_147_483_648 },
      { registrationId: 1e300 },
    ]) {
      const parsed = ExtensionBody.safeParse({ ...request, ...program })
      expect(parsed.success, JSON.stringify(program)).toBe(false)
      expect(new Set(parsed.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set(Object.keys(program)))
    }
  })
})

describe('reminderDue', () => {
  const inDays = (days: number) => {
    const date = new Date(`${TODAY}T12:00:00Z`)
    date.setUTCDate(date.getUTCDate() + days)
    return date.toISOString().slice(0, 10)
  }
  const due = (days: number, lastSent: number | null) => reminderDue({ deadline: inDays(days), today: TODAY, lastSent })

  it('sends nothing more than 90 days ahead', () => {
    expect(due(91, null)).toBeNull()
  })

  it('sends the 90, 30 and 7-day reminders on their days', () => {
    expect(due(90, null)).toBe(90)
    expect(due(30, 90)).toBe(30)
    expect(due(7, 30)).toBe(7)
  })

  it('catches up a missed day with the reminder due now, skipping the ones overtaken', () => {
    expect(due(85, null)).toBe(90)
    expect(due(25, null)).toBe(30)
    expect(due(5, null)).toBe(7)
    expect(due(5, 90)).toBe(7)
    expect(due(0, 30)).toBe(7)
  })

  it('never sends a reminder twice for one deadline', () => {
    expect(due(89, 90)).toBeNull()
    expect(due(31, 90)).toBeNull()
    expect(due(29, 30)).toBeNull()
    expect(due(6, 7)).toBeNull()
    expect(due(1, 7)).toBeNull()
  })

  it('sends nothing once the deadline passed', () => {
    expect(due(-1, null)).toBeNull()
    expect(due(-1, 30)).toBeNull()
  })
})

describe('expirationStatusOf', () => {
  const base = {
    status: 'in_progress' as const,
    deadline: '2026-03-09',
    today: TODAY,
    allowsExtension: true,
    extension: null,
  }

  it('is not expired until the deadline passes, without a deadline, or once complete', () => {
    expect(expirationStatusOf({ ...base, deadline: TODAY })).toBe('not_expired')
    expect(expirationStatusOf({ ...base, deadline: null })).toBe('not_expired')
    expect(expirationStatusOf({ ...base, status: 'complete' })).toBe('not_expired')
  })

  it('past the deadline: expired with an extension while a request waits in the cart or for review', () => {
    expect(expirationStatusOf({ ...base, extension: 'in_cart' })).toBe('expired_with_extension')
    expect(expirationStatusOf({ ...base, extension: 'under_review' })).toBe('expired_with_extension')
  })

  it('past the deadline: expired without an extension while one may still be requested', () => {
    expect(expirationStatusOf(base)).toBe('expired_without_extension')
    expect(expirationStatusOf({ ...base, deadline: '2025-09-10' })).toBe('expired_without_extension')
  })

  it('otherwise expired: the window closed, the extension was decided, or the training allows none', () => {
    expect(expirationStatusOf({ ...base, deadline: '2025-09-09' })).toBe('expired')
    expect(expirationStatusOf({ ...base, extension: 'rejected' })).toBe('expired')
    expect(expirationStatusOf({ ...base, extension: 'approved' })).toBe('expired')
    expect(expirationStatusOf({ ...base, allowsExtension: false })).toBe('expired')
  })
})

describe('extendedDate and the request state', () => {
  it('moves a date by six months, the end of a month clamped', () => {
    expect(extendedDate('2026-06-30')).toBe('2026-12-30')
    expect(extendedDate('2026-08-31')).toBe('2027-02-28')
    expect(extendedDate('2027-08-31')).toBe('2028-02-29')
  })

  it('names a request in the cart, under review, approved or rejected', () => {
    expect(extensionRequestState({ submittedAt: null, approved: null })).toBe('in_cart')
    expect(extensionRequestState({ submittedAt: '2026-03-01T10:00:00Z', approved: null })).toBe('under_review')
    expect(extensionRequestState({ submittedAt: '2026-03-01T10:00:00Z', approved: true })).toBe('approved')
    expect(extensionRequestState({ submittedAt: '2026-03-01T10:00:00Z', approved: false })).toBe('rejected')
  })
})
