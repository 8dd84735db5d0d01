/**
 * An event as an iCalendar file (RFC 5545): one VEVENT with a stable UID, the moment it was made
 * (DTSTAMP) and its start and end in UTC. Events have no end time in the catalogue, so each one
 * lasts DEFAULT_DURATION_MS. Lines end with CRLF, text is escaped, and lines longer than 75
 * octets are folded without splitting a UTF-8 character.
 */
export const DEFAULT_DURATION_MS = 60 * 60 * 1000
const MAX_LINE_OCTETS = 75
const CRLF = '\r\n'

export interface CalendarEvent {
  /** Globally unique and the same on every download, so calendars update instead of duplicating. */
  uid: string
  summary: string
  description: string | null
  start: Date
  url: string
  stamp: Date
}

/** YYYYMMDDTHHMMSSZ (UTC). */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** TEXT values: backslash, semicolon and comma escaped; line breaks become \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Splits a content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; continuation lines hold 74 after their leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

export function toICalendar(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + DEFAULT_DURATION_MS)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AFCPE//Member Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
