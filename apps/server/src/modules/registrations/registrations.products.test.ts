import { describe, expect, it } from 'vitest'
import { removesRegistration } from './registrations.products'

describe('registration items in the cart', () => {
  it('removes the whole registration only for a pre-registration item that is not a practice exam', () => {
    const item = {
      registrationId: 5,
      registrationStatus: 'pre_registration' as const,
      categoryType: 'registration_fee' as const,
    }
    expect(removesRegistration(item)).toBe(true)
    expect(removesRegistration({ ...item, categoryType: 'practice_exam' })).toBe(false)
    expect(removesRegistration({ ...item, registrationStatus: 'in_progress' })).toBe(false)
    expect(removesRegistration({ ...item, registrationId: null, registrationStatus: null })).toBe(false)
  })
})
