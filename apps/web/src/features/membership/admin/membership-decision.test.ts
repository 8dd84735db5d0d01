import { describe, expect, it } from 'vitest'
import { MembershipMessages as M } from '@portal/contracts'
import { ApproveFormSchema } from './ApproveMembershipModal'
import { RejectFormSchema } from './RejectMembershipModal'

describe('the Approve and Reject modals (spec 3 "Membership review")', () => {
  it('approves with optional notes', () => {
    expect(ApproveFormSchema.parse({ message: '  ' })).toEqual({ approved: true, message: null, selectedMessages: [] })
    expect(ApproveFormSchema.parse({ message: 'Welcome aboard' })).toEqual({
      approved: true,
      message: 'Welcome aboard',
      selectedMessages: [],
    })
  })

  it('rejects with canned messages, a message, or both, and asks for one of them', () => {
    expect(RejectFormSchema.parse({ selectedMessages: ['4', '7'], message: '' })).toEqual({
      approved: false,
      message: null,
      selectedMessages: [4, 7],
    })
    const empty = RejectFormSchema.safeParse({ selectedMessages: [], message: ' ' })
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['message', M.rejectMessageRequired],
    ])
  })
})
