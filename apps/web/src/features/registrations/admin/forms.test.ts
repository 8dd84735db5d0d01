import { describe, expect, it } from 'vitest'
import { RegistrationMessages as M } from '@portal/contracts'
import { approveFormDefaults, approveFormSchema, rejectFormDefaults, RejectFormSchema } from './decision-form'
import { editFormDefaults, EditFormSchema, priceFormDefaults, PriceFormSchema } from './edit-form'
import { defaultDeadline, newRegistrationDefaults, newRegistrationSchema, toCreateCall } from './new-registration-form'

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

const materials = [
  { id: 3, name: 'Workbook', price: 5000 },
  { id: 4, name: 'Online course', price: 9000 },
]

describe('the Approve Registration form', () => {
  it('at pathway approval: requires a course material and sends the ones chosen with the messages', () => {
    const schema = approveFormSchema({
      kind: 'pathway_approval',
      courseMaterials: materials,
      hasExam: true,
      membershipRequestId: null,
    })
    expect(problems(schema.safeParse(approveFormDefaults))).toEqual([['courseMaterials', M.chooseOption]])
    expect(
      schema.parse({ ...approveFormDefaults, courseMaterials: ['4'], selectedMessages: ['2'], message: ' Go ' }),
    ).toEqual({
      courseMaterials: [4],
      selectedMessages: [2],
      message: 'Go',
      welcomeEmail: true,
      withoutExam: false,
      withoutMembership: false,
      approveWithoutDocuments: false,
    })
  })

  it('with a required document missing: refuses until staff confirm, then sends the confirmation', () => {
    const schema = approveFormSchema(
      { kind: 'pathway_approval', courseMaterials: materials, hasExam: true, membershipRequestId: null },
      ['Designation documentation'],
    )
    const chosen = { ...approveFormDefaults, courseMaterials: ['4'] }
    expect(problems(schema.safeParse(chosen))).toEqual([['approveWithoutDocuments', M.required]])
    expect(schema.parse({ ...chosen, approveWithoutDocuments: true })).toMatchObject({
      courseMaterials: [4],
      approveWithoutDocuments: true,
    })
  })

  it('at registration approval: sends the exam and membership options only when offered', () => {
    const values = { ...approveFormDefaults, withoutExam: true, withoutMembership: true, welcomeEmail: false }
    const offered = approveFormSchema({
      kind: 'registration_approval',
      courseMaterials: [],
      hasExam: true,
      membershipRequestId: 9,
    })
    expect(offered.parse(values)).toMatchObject({ withoutExam: true, withoutMembership: true, welcomeEmail: false })
    const notOffered = approveFormSchema({
      kind: 'registration_approval',
      courseMaterials: [],
      hasExam: false,
      membershipRequestId: null,
    })
    expect(notOffered.parse(values)).toMatchObject({
      withoutExam: false,
      withoutMembership: false,
      courseMaterials: [],
    })
  })

  it('at final approval: sends the messages, and none of the charge options even when set', () => {
    const schema = approveFormSchema({
      kind: 'final_approval',
      courseMaterials: materials,
      hasExam: true,
      membershipRequestId: 9,
    })
    expect(
      schema.parse({
        ...approveFormDefaults,
        withoutExam: true,
        withoutMembership: true,
        courseMaterials: ['3'],
        selectedMessages: ['5'],
        message: ' Congratulations ',
      }),
    ).toEqual({
      selectedMessages: [5],
      message: 'Congratulations',
      welcomeEmail: true,
      withoutExam: false,
      withoutMembership: false,
      courseMaterials: [],
      approveWithoutDocuments: false,
    })
  })
})

describe('the Reject Registration form', () => {
  it("refuses without a step: 'You must select a step'", () => {
    expect(problems(RejectFormSchema.safeParse(rejectFormDefaults))).toEqual([['step', 'You must select a step']])
  })

  it('sends the step, the canned messages and the message', () => {
    expect(RejectFormSchema.parse({ step: 'documentation', selectedMessages: ['1', '5'], message: '' })).toEqual({
      step: 'documentation',
      selectedMessages: [1, 5],
      message: null,
    })
  })
})

describe('the Edit Registration form', () => {
  it('shows the registration and sends numbers and dates', () => {
    const values = editFormDefaults({ requiredHours: 1000, mspClass: null, enrolledOn: '2026-01-05', deadline: null })
    expect(values).toEqual({ requiredHours: '1000', mspClass: '', enrolledOn: '2026-01-05', deadline: '' })
    expect(EditFormSchema.parse({ ...values, mspClass: '12', deadline: '2029-01-05' })).toEqual({
      requiredHours: 1000,
      mspClass: 12,
      enrolledOn: '2026-01-05',
      deadline: '2029-01-05',
    })
  })

  it('requires the hours and a deadline after the enrolled-on date', () => {
    expect(
      problems(EditFormSchema.safeParse({ requiredHours: '', mspClass: '', enrolledOn: '', deadline: '' })),
    ).toEqual([['requiredHours', M.required]])
    expect(
      problems(
        EditFormSchema.safeParse({
          requiredHours: '5',
          mspClass: '',
          enrolledOn: '2026-01-05',
          deadline: '2026-01-01',
        }),
      ),
    ).toEqual([['deadline', M.deadlineAfterEnrolled]])
  })
})

describe('the Edit price form', () => {
  it('shows dollars and sends cents', () => {
    expect(priceFormDefaults(12_550)).toEqual({ price: '125.50' })
    expect(PriceFormSchema.parse({ price: '19.99' })).toEqual({ price: 1999 })
    expect(PriceFormSchema.parse({ price: '0' })).toEqual({ price: 0 })
    expect(problems(PriceFormSchema.safeParse({ price: '' }))).toEqual([['price', M.required]])
    expect(problems(PriceFormSchema.safeParse({ price: '-1' })).map(([path]) => path)).toEqual(['price'])
  })
})

describe('the New registration form', () => {
  it('requires the certification, the pathway and the deadline', () => {
    expect(problems(newRegistrationSchema(7).safeParse(newRegistrationDefaults))).toEqual([
      ['pathwayTypeId', M.required],
      ['deadline', M.required],
      ['certificationId', M.required],
    ])
  })

  it('posts the certification in the path and the rest, for the user of the route', () => {
    const values = newRegistrationSchema(7).parse({
      ...newRegistrationDefaults,
      certificationId: '2',
      pathwayTypeId: '5',
      deadline: '2029-05-01',
      exams: ['8'],
      prepaidExams: true,
      selectedMessages: ['3'],
      message: 'Welcome',
    })
    expect(toCreateCall(values)).toEqual({
      certificationId: 2,
      body: {
        userId: 7,
        pathwayTypeId: 5,
        deadline: '2029-05-01',
        exams: [8],
        prepaidExams: true,
        graduatedOn: null,
        selectedMessages: [3],
        message: 'Welcome',
      },
    })
  })

  it('defaults the deadline to today plus the pathway months', () => {
    expect(defaultDeadline('2026-05-15', 36)).toBe('2029-05-15')
    expect(defaultDeadline('2026-01-31', 1)).toBe('2026-02-28')
  })
})
