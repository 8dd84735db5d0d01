// No stylesheet is imported here: Mantine's styles come with the components that use them
// (build-plugins/mantine-styles.ts), and the app's own with their modules (*.module.css).
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { keyTheFirstHistoryEntry } from './app/ScrollRestoration'
import { queryClient } from './app/query-client'
import { configureApi } from './lib/api'
import { runtimeConfigQuery } from './lib/runtime-config'
import { currentUserQuery, handleSessionExpired } from './lib/session'

configureApi({ onUnauthenticated: () => handleSessionExpired(queryClient) })
// The config gate and then the session gate would ask one after the other: ask for both now.
void queryClient.prefetchQuery(runtimeConfigQuery)
void queryClient.prefetchQuery(currentUserQuery)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

keyTheFirstHistoryEntry()
const root = createRoot(container)
// As a transition, React builds the first screen in slices and lets the browser handle input in
// between, instead of holding the main thread for the whole tree.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
