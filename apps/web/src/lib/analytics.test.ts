import { describe, expect, it } from 'vitest'
import { REDACTED_EMAIL, redactEmails, startAnalytics } from './analytics'

describe('redactEmails', () => {
  it('redacts addresses wherever they appear, also URL-encoded, and keeps the rest', () => {
    expect(redactEmails('jane.doe+afc@example.org')).toBe(REDACTED_EMAIL)
    expect(redactEmails('/membership/search?q=jane%40example.org&page=2')).toBe(
      `/membership/search?q=${REDACTED_EMAIL}&page=2`,
    )
    expect(redactEmails({ page_title: 'Receipt', nested: ['a@b.co', 3, null], ok: true })).toEqual({
      page_title: 'Receipt',
      nested: [REDACTED_EMAIL, 3, null],
      ok: true,
    })
    expect(redactEmails('/events/42')).toBe('/events/42')
  })
})

describe('startAnalytics', () => {
  function fakeWindow() {
    const appended: { src: string; async: boolean }[] = []
    const win = {
      location: { origin: 'https://portal.example.org' },
      document: {
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
      },
    } as unknown as Window & { dataLayer: IArguments[] }
    return { win, appended }
  }

  it('loads the tag once, turns automatic page views off and sends redacted page views', () => {
    const { win, appended } = fakeWindow()
    const analytics = startAnalytics('G-TEST123', win)
    expect(appended.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123'])
    analytics.pageView('/payments?email=pat@example.org', 'Payments')
    analytics.event('search', { term: 'pat@example.org' })
    const entries = win.dataLayer.map((entry) => Array.from(entry))
    expect(entries[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }])
    expect(entries[2]).toEqual([
      'event',
      'page_view',
      {
        page_path: `/payments?email=${REDACTED_EMAIL}`,
        page_location: `https://portal.example.org/payments?email=${REDACTED_EMAIL}`,
        page_title: 'Payments',
      },
    ])
    expect(entries[3]).toEqual(['event', 'search', { term: REDACTED_EMAIL }])
    // Entries are `arguments` objects, as gtag.js expects.
    expect(Object.prototype.toString.call(win.dataLayer[2])).toBe('[object Arguments]')
  })
})
