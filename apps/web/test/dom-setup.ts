/**
 * Setup of the `components` test project (happy-dom): each test starts from an empty page, and the
 * browser features Mantine reads that happy-dom lacks are stubbed.
 */
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// Mantine's color scheme and responsive props ask; a test page is wide and prefers no motion.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList
}

// Mantine's autosize textarea measures again when web fonts finish loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
}
