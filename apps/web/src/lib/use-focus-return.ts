import { useEffect, useState } from 'react'

/**
 * For a dialog mounted open and unmounted when done: Mantine gives focus back only when `opened`
 * turns false, so it is given back here on unmount, to what had it when the dialog mounted (the
 * button that asked), if that is still on the page.
 */
export function useFocusReturn(): void {
  const [opener] = useState(() => document.activeElement)
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    },
    [opener],
  )
}
