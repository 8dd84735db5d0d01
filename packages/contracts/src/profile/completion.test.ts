import { describe, expect, it } from 'vitest'
import { EDIT_PROFILE_NAV } from '../shell/web-routes'
import { profileCompletion } from './completion'

describe('profileCompletion', () => {
  it('has one entry per edit-profile page', () => {
    expect(Object.keys(profileCompletion({})).sort()).toEqual(EDIT_PROFILE_NAV.map((item) => item.key).sort())
  })

  it('shows only Payment Info and AFCPE Settings as complete on an empty profile', () => {
    expect(profileCompletion({})).toEqual({
      contact: false,
      account: false,
      professional: false,
      payment: true,
      afcpe: true,
      social: false,
    })
  })

  it('needs both names for Contact Info', () => {
    expect(profileCompletion({ firstName: 'Ada' }).contact).toBe(false)
    expect(profileCompletion({ firstName: 'Ada', lastName: '  ' }).contact).toBe(false)
    expect(profileCompletion({ firstName: 'Ada', lastName: 'Lovelace' }).contact).toBe(true)
  })

  it('needs the email for Account Settings', () => {
    expect(profileCompletion({ email: null }).account).toBe(false)
    expect(profileCompletion({ email: 'ada@example.com' }).account).toBe(true)
  })

  it('needs organization, job title, work area and years of service for Professional Info', () => {
    const professional = {
      organization: 'Credit Union',
      jobTitle: 'Counselor',
      primaryWorkAreaCategoryId: 3,
      yearsOfService: 5,
    }
    expect(profileCompletion(professional).professional).toBe(true)
    expect(profileCompletion({ ...professional, jobTitle: '' }).professional).toBe(false)
    expect(profileCompletion({ ...professional, primaryWorkAreaCategoryId: null }).professional).toBe(false)
    // "Shown if truthy": zero years of service is not a filled-in answer.
    expect(profileCompletion({ ...professional, yearsOfService: 0 }).professional).toBe(false)
  })

  it('needs a public biography for Social Details', () => {
    expect(profileCompletion({ publicBio: '' }).social).toBe(false)
    expect(profileCompletion({ publicBio: 'I help families budget.' }).social).toBe(true)
  })
})
