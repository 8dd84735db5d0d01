import { describe, expect, it } from 'vitest'
import { sniffContentType } from './sniff'

const bytes = (...values: number[]) => Uint8Array.from(values)

describe('sniffContentType', () => {
  it.each([
    ['application/pdf', Buffer.from('%PDF-1.7\n...')],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
  ])('recognises %s from its signature', (type, data) => {
    expect(sniffContentType(data)).toBe(type)
  })

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])],
    ['a cut signature', bytes(0x89, 0x50, 0x4e)],
    ['nothing', bytes()],
  ])('refuses %s', (_, data) => {
    expect(sniffContentType(data)).toBeNull()
  })
})
