/** The impersonation banner's words, pinned word for word (conventions). */
import { describe, expect, it } from 'vitest'
import { actingAsText } from './impersonation-api'

describe('spec-quoted texts of impersonation', () => {
  it('keeps the texts the brief fixed for the banner', () => {
    expect(actingAsText({ firstName: 'Riley', lastName: 'Journey' })).toBe('You are acting as Riley Journey.')
  })
})
