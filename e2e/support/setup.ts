import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startPortal, type PortalOptions, type PortalServer } from './server'

/**
 * A portal and a browser for the journeys of one test file, started before its tests and
 * stopped after them. Read `portal` and `browser` inside tests (they exist once beforeAll ran).
 */
export function usePortalAndBrowser(options: PortalOptions = {}): {
  readonly portal: PortalServer
  readonly browser: Browser
} {
  const state: { portal?: PortalServer; browser?: Browser } = {}
  beforeAll(async () => {
    state.portal = await startPortal(options)
    state.browser = await launchBrowser()
  })
  afterAll(async () => {
    await state.browser?.close()
    await state.portal?.close()
  })
  return {
    get portal() {
      if (!state.portal) throw new Error('the portal starts in beforeAll')
      return state.portal
    },
    get browser() {
      if (!state.browser) throw new Error('the browser starts in beforeAll')
      return state.browser
    },
  }
}
