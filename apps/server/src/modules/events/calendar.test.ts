import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, formatUtc, toICalendar } from './calendar'

const octets = (text: string) => new TextEncoder().encode(text).length

describe('toICalendar', () => {
  const file = toICalendar({
    uid: 'event-7@portal.test',
    summary: 'Ethics, Standards; and \\ more',
    description: 'Line one\nLine two',
    start: new Date('2026-05-14T17:00:00.000Z'),
    url: 'http://portal.test/events/7',
    stamp: new Date('2026-03-01T12:34:56.789Z'),
  })

  it('is one VEVENT in a VCALENDAR with CRLF line endings', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('has the UID, DTSTAMP and a one-hour DTSTART/DTEND in UTC', () => {
    expect(file).toContain('\r\nUID:event-7@portal.test\r\n')
    expect(file).toContain('\r\nDTSTAMP:20260301T123456Z\r\n')
    expect(file).toContain('\r\nDTSTART:20260514T170000Z\r\n')
    expect(file).toContain('\r\nDTEND:20260514T180000Z\r\n')
  })

  it('escapes text values', () => {
    expect(file).toContain('\r\nSUMMARY:Ethics\\, Standards\\; and \\\\ more\r\n')
    expect(file).toContain('\r\nDESCRIPTION:Line one\\nLine two\r\n')
  })

  it('leaves out an empty description', () => {
    const bare = toICalendar({
      uid: 'u',
      summary: 's',
      description: null,
      start: new Date(0),
      url: 'http://x',
      stamp: new Date(0),
    })
    expect(bare).not.toContain('DESCRIPTION')
  })
})

describe('foldLine', () => {
  it('keeps short lines as they are', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
  })

  it('folds long lines at 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(2)
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
  })

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é®'.repeat(60)}`
    const folded = foldLine(line).split('\r\n')
    for (const part of folded) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      expect(part).not.toContain('\uFFFD')
    }
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
  })
})

describe('escapeText and formatUtc', () => {
  it('escape CRLF and CR as \\n', () => {
    expect(escapeText('a\r\nb\rc')).toBe('a\\nb\\nc')
  })
  it('format instants as basic UTC date-times', () => {
    expect(formatUtc(new Date('2026-01-02T03:04:05.006Z'))).toBe('20260102T030405Z')
  })
})
