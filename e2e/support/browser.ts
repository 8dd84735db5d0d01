import axe from 'axe-core'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Transitions (a modal fading in) make colours half-transparent: check the settled page.
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
    return doc.getAnimations().every((animation) => animation.playState !== 'running')
  })
  // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) stays in force.
  await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    // Runs in the page, where axe-core was just injected as a global.
    const page = globalThis as unknown as { axe: typeof axe; document: unknown }
    const result = await page.axe.run(page.document as Parameters<typeof axe.run>[0], {
      resultTypes: ['violations'],
    })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      }))
  })
  expect(violations, `accessibility violations on ${label}`).toEqual([])
}

/** Collects CSP violations and page errors so a journey fails on them. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      problems.push(message.text())
  })
  return problems
}

/** Decodes a quoted-printable MIME body well enough to read links from it. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Waits (up to 15 s) until the first element the locator finds is visible. */
export const visible = (locator: Locator) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 15_000 }).toBe(true)

/** The error shown under a field (Mantine links it through aria-describedby as "<id>-error"). */
export async function errorOf(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'))
  return errorId ? ((await page.locator(`[id="${errorId}"]`).textContent()) ?? '') : ''
}
