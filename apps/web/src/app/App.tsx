import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { RuntimeConfigGate } from '../features/system/RuntimeConfigGate'
import { queryClient } from './query-client'
import { router } from './router'
import { cssVariablesResolver, theme } from './theme'

export function App() {
  return (
    // Light only: a stored dark preference would need ColorSchemeScript, an inline script the CSP forbids.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" />
        <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': 'Close' } }}>
          <RuntimeConfigGate>
            <RouterProvider router={router} />
          </RuntimeConfigGate>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
