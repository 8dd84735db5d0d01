import { describe, expect, it } from 'vitest'
import { textOrNull } from './text'

describe('textOrNull', () => {
  it('is null for nothing typed, blanks only, or no value', () => {
    expect(textOrNull('')).toBeNull()
    expect(textOrNull('   ')).toBeNull()
    expect(textOrNull(' \n\t ')).toBeNull()
    expect(textOrNull(undefined)).toBeNull()
    expect(textOrNull(null)).toBeNull()
  })

  it('is the text without its surrounding blanks, keeping those inside', () => {
    expect(textOrNull('Welcome')).toBe('Welcome')
    expect(textOrNull('  Welcome aboard \n')).toBe('Welcome aboard')
    expect(textOrNull('line one\nline two')).toBe('line one\nline two')
    expect(textOrNull('2026-01-10')).toBe('2026-01-10')
  })
})
