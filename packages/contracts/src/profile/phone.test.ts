import { describe, expect, it } from 'vitest'
import { formatPhone, phoneHref } from './phone'

describe('formatPhone', () => {
  it('shows every way a US number is kept as (614) 555-0142', () => {
    for (const stored of [
      '6145550142',
      '614-555-0142',
      '614.555.0142',
      '(614) 555-0142',
      '+1 614 555 0142',
      '16145550142',
    ])
      expect(formatPhone(stored), stored).toBe('(614) 555-0142')
  })

  it('keeps what is not a US number as it was typed, and shows nothing for none', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(formatPhone(' 555-0142 ')).toBe('555-0142')
    expect(formatPhone(null)).toBe('')
    expect(formatPhone(undefined)).toBe('')
    expect(formatPhone('')).toBe('')
  })
})

describe('phoneHref', () => {
  it('dials a US number with its country code, another as its digits', () => {
    expect(phoneHref('614-555-0142')).toBe('tel:+16145550142')
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958')
  })
})
