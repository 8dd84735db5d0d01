import { createContext, use, useDeferredValue, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { RuntimeConfig } from '@portal/contracts'
import { FullPageError, FullPageLoader } from '../../components/FullPageStatus'
import { errorMessage } from '../../lib/errors'
import { runtimeConfigQuery } from './runtime-config-query'

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null)

/** Renders the app only once the runtime config is known, so no screen has to wait for it. */
export function RuntimeConfigGate({ children }: { children: ReactNode }) {
  const { data: config, error, refetch, isFetching } = useQuery(runtimeConfigQuery)
  // The whole app mounts once the config is known: deferred, React builds it in slices (a
  // transition) and the browser stays responsive meanwhile.
  const data = useDeferredValue(config)
  if (data) return <RuntimeConfigContext value={data}>{children}</RuntimeConfigContext>
  if (error) {
    return <FullPageError message={errorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
  }
  return <FullPageLoader />
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext)
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigGate.')
  return config
}
