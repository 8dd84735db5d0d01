import { useMantineTheme, type MantineBreakpoint } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'

/**
 * Whether the window is at least as wide as the theme's `breakpoint`, as Mantine's `visibleFrom`
 * draws it, and following the window as it is resized. For a part the layout hides below a
 * width: not rendering it there spares a phone its work, where `visibleFrom` would render it and
 * hide it. Known at the first render (no frame drawn for the wrong width).
 */
export function useWideFrom(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme()
  return (
    useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, undefined, { getInitialValueInEffect: false }) ??
    false
  )
}
