import { useDeferredValue, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FullPageError, FullPageLoader } from '../../components/FullPageStatus'
import { errorMessage } from '../../lib/errors'
import { RuntimeConfigContext, runtimeConfigQuery } from '../../lib/runtime-config'

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
