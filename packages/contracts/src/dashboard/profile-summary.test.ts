import { describe, expect, it } from 'vitest'
import {
  isAfccCertificant,
  locationLine,
  myAfcpeProfileRows,
  positionLine,
  type MyAfcpeProfileFacts,
} from './profile-summary'

const none: MyAfcpeProfileFacts = {
  isActiveMember: false,
  certifications: [],
  completedTrainings: [],
  enrolledTrainings: [],
  inProgressRegistration: null,
}

describe('the profile summary lines', () => {
  it('joins city, state and country, skipping blanks', () => {
    expect(locationLine({ city: 'Columbus', state: 'OH', country: 'United States' })).toBe(
      'Columbus, OH, United States',
    )
    expect(locationLine({ city: null, state: 'ON', country: 'Canada' })).toBe('ON, Canada')
    expect(locationLine(null)).toBeNull()
  })
  it("joins job title and organization with 'at'", () => {
    expect(positionLine('Financial Coach', 'Sunrise Family Services')).toBe(
      'Financial Coach at Sunrise Family Services',
    )
    expect(positionLine('Owner', null)).toBe('Owner')
    expect(positionLine(null, 'Acme')).toBe('Acme')
    expect(positionLine(' ', null)).toBeNull()
  })
  it('AFCC certificants: an AFCC certification that is not revoked', () => {
    expect(isAfccCertificant([{ key: 'afcc', status: 'good_standing' }])).toBe(true)
    expect(isAfccCertificant([{ key: 'afcc', status: 'lapsed_ceus' }])).toBe(true)
    expect(isAfccCertificant([{ key: 'afcc', status: 'revoked' }])).toBe(false)
    expect(isAfccCertificant([{ key: 'afc', status: 'good_standing' }])).toBe(false)
  })
})

describe('the MyAFCPE Profile block', () => {
  it('is hidden with no membership, certification, training or registration in progress', () => {
    expect(myAfcpeProfileRows(none)).toBeNull()
  })

  it('shows each part that exists, with its badge', () => {
    const rows = myAfcpeProfileRows({
      isActiveMember: true,
      certifications: [
        { name: 'AFC®', status: 'good_standing' },
        { name: 'AFCC®', status: 'lapsed_ceus' },
      ],
      completedTrainings: [{ name: 'Money Management Essentials', accredibleUrl: 'https://cred/1' }],
      enrolledTrainings: [
        { name: 'Credit and Debt Essentials', isLinkEnabled: false },
        { name: 'Housing Essentials', isLinkEnabled: true },
      ],
      inProgressRegistration: { name: 'AFC®', badge: { label: 'In Progress', tone: 'info' } },
    })
    expect(rows?.map((r) => [r.kind, r.label, r.badge?.label, r.isPrimary, r.href])).toEqual([
      ['membership', 'Membership', 'In Good Standing', true, null],
      ['certification', 'AFC®', 'Good Standing', true, null],
      ['certification', 'AFCC®', 'Lapsed (CEUs)', false, null],
      ['training', 'Money Management Essentials', 'Completed', false, 'https://cred/1'],
      ['training', 'Credit and Debt Essentials', 'Pending', false, null],
      ['training', 'Housing Essentials', 'In Progress', false, null],
      ['registration', 'AFC®', 'In Progress', false, null],
    ])
  })

  it('any one part shows the block; the registration row shows the badge of its card', () => {
    expect(myAfcpeProfileRows({ ...none, isActiveMember: true })).toHaveLength(1)
    expect(myAfcpeProfileRows({ ...none, certifications: [{ name: 'AFC®', status: 'revoked' }] })).toHaveLength(1)
    expect(myAfcpeProfileRows({ ...none, completedTrainings: [{ name: 'x', accredibleUrl: null }] })).toHaveLength(1)
    expect(myAfcpeProfileRows({ ...none, enrolledTrainings: [{ name: 'x', isLinkEnabled: false }] })).toHaveLength(1)
    const inReview = { label: 'In Review', tone: 'info' } as const
    expect(myAfcpeProfileRows({ ...none, inProgressRegistration: { name: 'AFC®', badge: inReview } })).toEqual([
      {
        kind: 'registration',
        label: 'AFC®',
        badge: inReview,
        isPrimary: false,
        href: null,
      },
    ])
  })
})
