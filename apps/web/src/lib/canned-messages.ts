/**
 * The canned messages an approve or reject dialog offers (spec 3 §7 `GET /api/admin/email-dropdown`),
 * as choices for a multi-select: every staff decision (memberships, registrations, experiences,
 * CEUs) asks through this one hook. Staff edit the messages in System Data (email-dropdown). A list
 * that fails to load is only logged (spec 3 §8): the dialog's free message still works.
 */
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { systemDataRoutes, type CannedMessageCategory } from '@portal/contracts'
import { api } from './api'

export function useCannedMessages(category: CannedMessageCategory) {
  const query = useQuery({
    queryKey: ['admin', 'canned-messages', category],
    queryFn: async ({ signal }) => {
      const options = await api(systemDataRoutes.listCannedMessages, { query: { category }, signal })
      return options.map((option) => ({ value: String(option.id), label: option.title }))
    },
    staleTime: 5 * 60_000,
    retry: false,
  })
  useEffect(() => {
    if (query.isError) console.error(`Could not load the canned messages (${category})`, query.error)
  }, [query.isError, query.error, category])
  return query
}
