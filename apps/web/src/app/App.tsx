import { lazy, Suspense, useState } from 'react'
import { MantineProvider } from '@mantine/core'
import { useNotifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { RuntimeConfigGate } from '../features/system'
import { queryClient } from './query-client'
import { AppRoutes } from './router'
import { cssVariablesResolver, theme } from './theme'

// A module of the app, not '@mantine/notifications' itself: that package is already in the entry
// (its store), and a dynamic import of it would pull the whole package in with it.
const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })))

/**
 * Toasts are kept in a store from the start, but what draws them (transitions, portal) is loaded
 * with the first one: most page loads never show a toast, the sign-in page included.
 */
function Toasts() {
  const { notifications, queue } = useNotifications()
  const [isNeeded, setNeeded] = useState(false)
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  )
}

export function App() {
  return (
    // Light only: a stored dark preference would need ColorSchemeScript, an inline script the CSP forbids.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <RuntimeConfigGate>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RuntimeConfigGate>
      </QueryClientProvider>
    </MantineProvider>
  )
}
