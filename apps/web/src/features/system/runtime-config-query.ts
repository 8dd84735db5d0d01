import { queryOptions } from '@tanstack/react-query'
import { systemRoutes } from '@portal/contracts'
import { api } from '../../lib/api'

export const RUNTIME_CONFIG_KEY = ['config'] as const

/** Read once at start so one build serves every environment (captcha, mail outbox...). */
export const runtimeConfigQuery = queryOptions({
  queryKey: RUNTIME_CONFIG_KEY,
  queryFn: ({ signal }) => api(systemRoutes.config, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
})
