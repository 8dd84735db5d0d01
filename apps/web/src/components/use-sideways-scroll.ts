import { useCallback, useState } from 'react'

/**
 * For a box that scrolls sideways when its content is wider than the screen (a wide table on a
 * phone). While it does, the box is a named region the keyboard can focus and scroll with the
 * arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable): a focusable link inside it would
 * not bring the text beside it into view. While everything fits, it is no extra tab stop.
 * Spread the answer on the box: `<div {...useSidewaysScroll('Payments')}>`.
 */
export function useSidewaysScroll<T extends HTMLElement>(label: string) {
  const [scrolls, setScrolls] = useState(false)
  // A callback ref: the box may come and go (a list that was empty gets rows).
  const ref = useCallback((box: T | null) => {
    if (!box) return
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1)
    measure()
    // The box changes with the window, its content (a table in a wrapper) with the rows that arrive.
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    for (const content of Array.from(box.querySelectorAll(':scope > *, :scope > * > *'))) observer.observe(content)
    return () => observer.disconnect()
  }, [])
  return scrolls ? { ref, tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : { ref }
}
