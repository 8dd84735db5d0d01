/**
 * The runtime config (captcha, card provider, mail outbox, analytics, out-of-office dates...),
 * read once at start so one build serves every environment. The app renders nothing before it
 * is known (the system feature's RuntimeConfigGate provides it), so any screen reads it at once.
 */
import { createContext, use } from 'react'
import { queryOptions } from '@tanstack/react-query'
import { systemRoutes, type RuntimeConfig } from '@portal/contracts'
import { api } from './api'
import { RUNTIME_CONFIG_KEY } from './query-keys'

export const runtimeConfigQuery = queryOptions({
  queryKey: RUNTIME_CONFIG_KEY,
  queryFn: ({ signal }) => api(systemRoutes.config, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
})

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null)

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext)
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigGate.')
  return config
}
