import { describe, expect, it } from 'vitest'
import { isSafeLocalPath, referrerFor } from './referrer'

describe('referrerFor', () => {
  it('remembers member and admin pages with their query', () => {
    expect(referrerFor('/cart', '')).toBe('/cart')
    expect(referrerFor('/events/upcoming', '?page=2')).toBe('/events/upcoming?page=2')
    expect(referrerFor('/admin/users', '')).toBe('/admin/users')
  })

  it('never remembers the login, register and reset pages', () => {
    expect(referrerFor('/login', '')).toBeNull()
    expect(referrerFor('/register', '?x=1')).toBeNull()
    expect(referrerFor('/password/reset', '')).toBeNull()
    expect(referrerFor('/password/reset/abc', '?email=a%40b.c')).toBeNull()
  })
})

describe('isSafeLocalPath', () => {
  it('accepts same-site paths only', () => {
    expect(isSafeLocalPath('/membership')).toBe(true)
    expect(isSafeLocalPath('//evil.example/x')).toBe(false)
    expect(isSafeLocalPath('/\\evil.example')).toBe(false)
    expect(isSafeLocalPath('https://evil.example')).toBe(false)
  })
})
