import { describe, expect, it } from 'vitest'
import { MembershipMessages as M, type MembershipType } from '@portal/contracts'
import {
  EMPTY_JOIN_FORM,
  joinFormProblems,
  joinFormSchema,
  NO_MEMBERSHIP,
  toMembershipFormData,
  type JoinFormValues,
} from './join-form'

const professional: MembershipType = {
  id: 1,
  key: 'professional',
  name: 'Professional',
  description: null,
  price: 17500,
}
const student: MembershipType = { id: 2, key: 'student', name: 'Student', description: null, price: 5000 }
const emeritus: MembershipType = { id: 3, key: 'emeritus', name: 'Emeritus', description: null, price: 7500 }
const TYPES = [professional, student, emeritus]
const TODAY = '2026-05-15'

const values = (overrides: Partial<JoinFormValues>): JoinFormValues => ({ ...EMPTY_JOIN_FORM, ...overrides })
const pdf = (size = 100) => new File([new Uint8Array(size)], 'transcript.pdf', { type: 'application/pdf' })

describe('join form rules (spec 1 §5)', () => {
  it('asks for a membership option', () => {
    expect(joinFormProblems(values({}), TYPES, TODAY)).toEqual([{ field: 'membershipId', message: M.pickOption }])
    // A type that is not offered (student for a certified member) counts as none.
    expect(joinFormProblems(values({ membershipId: '2' }), [professional], TODAY)).toEqual([
      { field: 'membershipId', message: M.pickOption },
    ])
    expect(joinFormProblems(values({ membershipId: '1' }), TYPES, TODAY)).toEqual([])
  })

  it("accepts the registration wizard's 'No thank you' as a choice with nothing to check", () => {
    expect(joinFormProblems(values({ membershipId: NO_MEMBERSHIP }), TYPES, TODAY)).toEqual([])
  })

  it('emeritus: 65 or older on today, and the 10 consecutive years', () => {
    expect(joinFormProblems(values({ membershipId: '3', dateOfBirth: '1986-05-15' }), TYPES, TODAY)).toEqual([
      { field: 'dateOfBirth', message: M.age65 },
      { field: 'memberForTenYears', message: M.tenYears },
    ])
    // 65 tomorrow is still 64 today; 65 today qualifies.
    const almost = values({ membershipId: '3', dateOfBirth: '1961-05-16', memberForTenYears: true })
    expect(joinFormProblems(almost, TYPES, TODAY)).toEqual([{ field: 'dateOfBirth', message: M.age65 }])
    const exactly = values({ membershipId: '3', dateOfBirth: '1961-05-15', memberForTenYears: true })
    expect(joinFormProblems(exactly, TYPES, TODAY)).toEqual([])
    expect(joinFormProblems(values({ membershipId: '3', memberForTenYears: true }), TYPES, TODAY)).toEqual([
      { field: 'dateOfBirth', message: M.required },
    ])
  })

  it('student: a PDF, JPEG or PNG transcript of 10 MB at most', () => {
    expect(joinFormProblems(values({ membershipId: '2' }), TYPES, TODAY)).toEqual([
      { field: 'media', message: M.required },
    ])
    const word = new File(['x'], 'transcript.docx', { type: 'application/msword' })
    expect(joinFormProblems(values({ membershipId: '2', media: word }), TYPES, TODAY)).toEqual([
      { field: 'media', message: M.transcriptType },
    ])
    const huge = { name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }
    expect(joinFormProblems(values({ membershipId: '2', media: huge }), TYPES, TODAY)).toEqual([
      { field: 'media', message: M.transcriptSize },
    ])
    expect(joinFormProblems(values({ membershipId: '2', media: pdf() }), TYPES, TODAY)).toEqual([])
  })

  it('reads the format from the extension when the browser gives no MIME type', () => {
    const scan = (name: string, type = '') => values({ membershipId: '2', media: { name, type, size: 1 } })
    expect(joinFormProblems(scan('SCAN.JPG'), TYPES, TODAY)).toEqual([])
    expect(joinFormProblems(scan('scan.gif'), TYPES, TODAY)).toEqual([{ field: 'media', message: M.transcriptType }])
    expect(joinFormProblems(scan('scan.png', 'image/png'), TYPES, TODAY)).toEqual([])
  })

  it('puts each problem on its field in the schema', () => {
    const result = joinFormSchema(TYPES, TODAY).safeParse(values({ membershipId: '3', dateOfBirth: '1986-01-01' }))
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dateOfBirth', M.age65],
      ['memberForTenYears', M.tenYears],
    ])
  })
})

describe('the multipart body of POST /api/membership', () => {
  it('sends only what the chosen type uses', () => {
    const full = values({ dateOfBirth: '1950-01-01', memberForTenYears: true, isRequestingCall: true, media: pdf() })
    const asProfessional = toMembershipFormData(full, professional, { showWelcomeCall: true })
    expect([...asProfessional.keys()]).toEqual(['membershipId', 'isRequestingCall'])
    expect(asProfessional.get('membershipId')).toBe('1')
    expect(asProfessional.get('isRequestingCall')).toBe('true')

    const asEmeritus = toMembershipFormData(full, emeritus, { showWelcomeCall: false })
    expect([...asEmeritus.entries()]).toEqual([
      ['membershipId', '3'],
      ['dateOfBirth', '1950-01-01'],
      ['memberForTenYears', 'true'],
    ])

    const asStudent = toMembershipFormData(full, student, { showWelcomeCall: false })
    expect([...asStudent.keys()]).toEqual(['membershipId', 'media'])
    const media = asStudent.get('media')
    expect(media instanceof File && media.name).toBe('transcript.pdf')
  })
})
