/** A fake API for component tests: every fetch is recorded and answered by the test. */
import { vi } from 'vitest'

export interface FetchCall {
  method: string
  url: string
  body: unknown
  /** A multipart body (an upload), as the page built it. */
  form?: FormData
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** Replaces `fetch` (undo with `vi.unstubAllGlobals()`): answers each call with `answer`; returns the record. */
export function stubFetch(answer: (call: FetchCall) => Response): FetchCall[] {
  const calls: FetchCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        ...(init?.body instanceof FormData ? { form: init.body } : {}),
      }
      calls.push(call)
      return answer(call)
    }),
  )
  document.cookie = 'XSRF-TOKEN=test'
  return calls
}
