import axe from 'axe-core'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

/**
 * A step waits at most this long for its element (Playwright's own default is 30 s). A stuck step
 * then fails on its own line, naming what it waited for, well within the test's time limit;
 * `expect.poll` does not interrupt a callback that is still waiting.
 */
const STEP_TIMEOUT_MS = 15_000

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    context.setDefaultTimeout(STEP_TIMEOUT_MS)
    context.setDefaultNavigationTimeout(2 * STEP_TIMEOUT_MS)
    return context
  }
  return browser
}

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Transitions (a modal fading in) make colours half-transparent: check the settled page.
  await settled(page)
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

/** The phone every screen must fit (an iPhone 12-15 in portrait). */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/** Waits until no transition or animation runs (a modal fading in, a menu collapsing). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
    return doc.getAnimations().every((animation) => animation.playState !== 'running')
  })
}

/**
 * Fails unless the current screen fits a phone (390×844): the page does not scroll sideways, no
 * control (link, button, field) sticks out past the viewport's edges, and every box that scrolls
 * sideways can be reached with the keyboard (axe's scrollable-region-focusable, and stricter: the
 * box itself takes focus, since a focusable child does not let the keyboard scroll to the text
 * beside it). The page is resized for the check and given its size back afterwards, so a journey
 * checks each screen where it stands, at desktop size too.
 */
export async function expectPhoneFriendly(page: Page, label: string): Promise<void> {
  const before = page.viewportSize()
  const isPhone = before?.width === PHONE_VIEWPORT.width && before.height === PHONE_VIEWPORT.height
  if (!isPhone) await page.setViewportSize(PHONE_VIEWPORT)
  try {
    // Two frames for the layout (and the media queries' re-renders) to follow the new size.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const frame = (globalThis as unknown as { requestAnimationFrame(callback: () => void): void })
            .requestAnimationFrame
          frame(() => frame(() => resolve()))
          // A page that paints no frame (a busy machine) must not hold the check forever.
          ;(globalThis as unknown as { setTimeout(callback: () => void, ms: number): void }).setTimeout(resolve, 1000)
        }),
    )
    await settled(page)
    // Runs in the page; DOM types are not in this project's lib, hence the narrow shapes.
    const problems = await page.evaluate(() => {
      interface Box {
        left: number
        right: number
        width: number
        height: number
      }
      interface Node {
        tagName: string
        tabIndex: number
        scrollWidth: number
        clientWidth: number
        textContent: string | null
        parentElement: Node | null
        getAttribute(name: string): string | null
        getBoundingClientRect(): Box
        closest(selector: string): Node | null
        checkVisibility(options: { visibilityProperty: boolean }): boolean
      }
      const g = globalThis as unknown as {
        document: { documentElement: Node; body: Node; querySelectorAll(selector: string): Iterable<Node> }
        getComputedStyle(element: Node): { overflowX: string; position: string }
      }
      const doc = g.document.documentElement
      const found: string[] = []
      const describe = (element: Node) => {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
        const id = element.getAttribute('id')
        return `<${element.tagName.toLowerCase()}${id ? `#${id}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`
      }
      const scrollsSideways = (element: Node) =>
        ['auto', 'scroll'].includes(g.getComputedStyle(element).overflowX) &&
        element.scrollWidth > element.clientWidth + 1
      /** Inside a box that scrolls sideways: reached by scrolling it, checked as a scroll box below. */
      const inScrollBox = (element: Node) => {
        for (let parent = element.parentElement; parent && parent !== doc; parent = parent.parentElement) {
          if (parent !== g.document.body && scrollsSideways(parent)) return true
        }
        return false
      }

      if (doc.scrollWidth > doc.clientWidth)
        found.push(`the page scrolls sideways (${doc.scrollWidth}px wide in ${doc.clientWidth}px)`)

      const controls =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])'
      for (const control of g.document.querySelectorAll(controls)) {
        if (control.closest('[inert], [aria-hidden="true"]')) continue
        if (!control.checkVisibility({ visibilityProperty: true })) continue
        const box = control.getBoundingClientRect()
        // Visually hidden text (a 1px clip) and zero-size elements are not drawn.
        if (box.width <= 1 || box.height <= 1) continue
        if (box.right <= doc.clientWidth + 0.5 && box.left >= -0.5) continue
        if (inScrollBox(control)) continue
        found.push(`${describe(control)} is cut off (${Math.round(box.left)}..${Math.round(box.right)}px)`)
      }

      // Text cut short inside its own box (a badge's "Registe…", a toggle's "All st"): a badge, a
      // button or a tab whose text is wider than the box that clips it. Issue 25, item 15.
      const labelled =
        '.mantine-Badge-root, .mantine-Badge-label, .mantine-Button-label, .mantine-SegmentedControl-label, button, [role="tab"], [role="status"]'
      for (const element of g.document.querySelectorAll(labelled)) {
        if (element.closest('[inert], [aria-hidden="true"]')) continue
        if (!element.checkVisibility({ visibilityProperty: true })) continue
        const style = g.getComputedStyle(element)
        if (style.overflowX === 'visible') continue
        if (element.scrollWidth <= element.clientWidth + 1) continue
        if (scrollsSideways(element)) continue
        found.push(`${describe(element)} is cut short (${element.scrollWidth}px of text in ${element.clientWidth}px)`)
      }

      for (const element of g.document.querySelectorAll('body *')) {
        if (!scrollsSideways(element) || element.tabIndex >= 0) continue
        if (!element.checkVisibility({ visibilityProperty: true })) continue
        found.push(`${describe(element)} scrolls sideways but the keyboard cannot reach it`)
      }
      return found
    })
    expect(problems, `${label} at ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}`).toEqual([])

    await page.evaluate(axe.source)
    const violations = await page.evaluate(async () => {
      const page = globalThis as unknown as { axe: typeof axe; document: unknown }
      const result = await page.axe.run(page.document as Parameters<typeof axe.run>[0], {
        runOnly: ['scrollable-region-focusable'],
        resultTypes: ['violations'],
      })
      return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
    })
    expect(violations, `scroll boxes on ${label} at ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}`).toEqual([])
  } finally {
    if (before && !isPhone) {
      await page.setViewportSize(before)
      await settled(page)
    }
  }
}

/**
 * Fails unless the page just opened shows its top (issue 25, item 14): a page reached by a link
 * or a redirect starts where a full page would, not at the scroll position of the page before.
 */
export async function expectOpenedAtTop(page: Page, label: string): Promise<void> {
  await settled(page)
  const scrollY = await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)
  expect(scrollY, `${label} opened ${scrollY}px down from its top`).toBe(0)
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

/**
 * The decoded text of the first mail to `to` (whose text contains `containing`, when given) that
 * the portal's SMTP sink received, waiting up to 15 s for it: mail leaves through the job queue.
 */
export async function waitForMail(
  received: ReadonlyArray<{ to: readonly string[]; raw: string }>,
  to: string,
  containing = '',
): Promise<string> {
  const find = () =>
    received
      .filter((message) => message.to.includes(to))
      .map((message) => decodeQuotedPrintable(message.raw))
      .find((text) => text.includes(containing))
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true)
  return find() ?? ''
}

/** Waits (up to 15 s) until the first element the locator finds is visible. */
export const visible = (locator: Locator) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 15_000 }).toBe(true)

/** The error shown under a field (Mantine links it through aria-describedby as "<id>-error"). */
export async function errorOf(field: Locator): Promise<string> {
  // One read of the field and its error together: the error can go between two separate reads,
  // and a second read would then wait for it.
  return field.evaluate((element) => {
    const node = element as unknown as {
      getAttribute(name: string): string | null
      ownerDocument: { getElementById(id: string): { textContent: string | null } | null }
    }
    const errorId = (node.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'))
    return errorId ? (node.ownerDocument.getElementById(errorId)?.textContent ?? '') : ''
  })
}

/** Chooses the option of a native select whose text matches (its label may carry extra detail). */
export async function choose(select: Locator, text: RegExp): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value')
  if (value === null) throw new Error(`no option matching ${String(text)}`)
  await select.selectOption(value)
}
