import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SANDBOX_TEST_CARDS, sandboxCardByPaymentMethod } from '@portal/contracts'

/**
 * A local stand-in for the part of Stripe's HTTP API the Stripe gateway uses: the real paths,
 * form-encoded requests, JSON answers, error envelopes and idempotency-key replay (keys kept for
 * 24 hours of the given clock), with Stripe's test payment methods (pm_card_visa, ...) answering
 * as they do in test mode.
 */

type FormValue = string | FormObject
export interface FormObject {
  [key: string]: FormValue
}

export interface FakeRequest {
  method: string
  path: string
  idempotencyKey: string | null
  body: FormObject
}

export interface FakePaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status:
    'requires_confirmation' | 'requires_action' | 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled'
  customer: string | null
  payment_method: string | null
  description: string | null
  metadata: Record<string, string>
  client_secret: string
  next_action: { type: 'use_stripe_sdk' } | null
  last_payment_error: { type: 'card_error'; code: string; decline_code: string; message: string } | null
}

export interface FakePaymentMethod {
  id: string
  object: 'payment_method'
  type: 'card'
  card: { brand: string; last4: string; exp_month: number; exp_year: number }
  customer: string | null
}

export interface FakeCustomer {
  id: string
  object: 'customer'
  email: string | null
  name: string | null
  metadata: Record<string, string>
  invoice_settings: { default_payment_method: string | null }
}

/** A charge that moved money (a payment intent that succeeded). */
export interface FakeCharge {
  paymentIntentId: string
  amount: number
  paymentMethodId: string
  idempotencyKey: string | null
}

export interface StripeFake {
  /** For `stripeGateway({ apiUrl })`. */
  url: string
  secretKey: string
  requests: FakeRequest[]
  paymentIntents: Map<string, FakePaymentIntent>
  paymentMethods: Map<string, FakePaymentMethod>
  customers: Map<string, FakeCustomer>
  charges: FakeCharge[]
  /**
   * The next `count` requests (those whose `METHOD /path` matches `only`, when given) answer 500.
   * 'before': the request is not processed (Stripe was down). 'after': it is processed and kept
   * for its idempotency key, and only the answer is lost, the case where a retry without the same
   * key would charge twice.
   */
  failNextRequests(count: number, when?: 'before' | 'after', only?: RegExp): void
  /**
   * The next `count` payment intents confirmed with a card that would succeed stay `processing`
   * (the bank answers later); `finishPaymentIntent` gives them their outcome.
   */
  holdNextPaymentIntents(count: number): void
  /**
   * What happens to a payment intent outside the API: a `processing` one is settled by the bank, a
   * `requires_action` one is authenticated by the customer. 'succeeded' records the charge.
   */
  finishPaymentIntent(id: string, outcome: 'succeeded' | 'requires_payment_method'): FakePaymentIntent
  /**
   * Requests with this idempotency key answer 409 (another request with the key is in progress)
   * until the returned function is called.
   */
  keyInProgress(key: string): () => void
  close(): Promise<void>
}

/** How long Stripe keeps an idempotency key (after that, the same key makes a new request). */
export const IDEMPOTENCY_KEY_MS = 24 * 60 * 60 * 1000

interface Reply {
  status: number
  body: unknown
}

const AUTHENTICATION_MESSAGE = 'Your card was declined. This transaction requires authentication.'

export async function startStripeFake(options: { now?: () => Date } = {}): Promise<StripeFake> {
  const now = options.now ?? (() => new Date())
  const requests: FakeRequest[] = []
  const paymentIntents = new Map<string, FakePaymentIntent>()
  const paymentMethods = new Map<string, FakePaymentMethod>()
  const customers = new Map<string, FakeCustomer>()
  const charges: FakeCharge[] = []
  /** The test payment method each payment method was made from, which decides charge outcomes. */
  const testCardOf = new Map<string, string>()
  const replies = new Map<string, { fingerprint: string; reply: Reply; at: number }>()
  const keysInProgress = new Set<string>()
  const keyOfIntent = new Map<string, string | null>()
  let failures: Array<'before' | 'after'> = []
  let failOnly: RegExp | null = null
  let held = 0

  for (const card of SANDBOX_TEST_CARDS) {
    paymentMethods.set(card.paymentMethodId, paymentMethod(card.paymentMethodId, card.brand, card.last4))
    testCardOf.set(card.paymentMethodId, card.paymentMethodId)
  }

  const routes: Array<[string, RegExp, (params: string[], body: FormObject, key: string | null) => Reply]> = [
    ['POST', /^\/v1\/customers$/, (_, body) => createCustomer(body)],
    ['POST', /^\/v1\/customers\/([^/]+)$/, ([id = ''], body) => updateCustomer(id, body)],
    ['POST', /^\/v1\/setup_intents$/, (_, body) => createSetupIntent(body)],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, ([id = '']) => found(paymentMethods.get(id), 'payment_method', id)],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/attach$/, ([id = ''], body) => attach(id, body)],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, ([id = '']) => detach(id)],
    ['POST', /^\/v1\/payment_intents$/, (_, body, key) => createPaymentIntent(body, key)],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, ([id = '']) => cancelPaymentIntent(id)],
    // Before the retrieval below, which would take "search" for an id.
    ['GET', /^\/v1\/payment_intents\/search$/, (_, query) => searchPaymentIntents(query)],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, ([id = '']) => found(paymentIntents.get(id), 'payment_intent', id)],
  ]

  function createCustomer(body: FormObject): Reply {
    const customer: FakeCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: text(body.email),
      name: text(body.name),
      metadata: stringRecord(body.metadata),
      invoice_settings: { default_payment_method: null },
    }
    customers.set(customer.id, customer)
    return { status: 200, body: customer }
  }

  function updateCustomer(id: string, body: FormObject): Reply {
    const customer = customers.get(id)
    if (!customer) return missing('customer', id)
    const settings = body.invoice_settings
    const defaultMethod = typeof settings === 'object' ? text(settings.default_payment_method) : null
    if (defaultMethod !== null) {
      // Stripe only accepts a default card that is attached to the customer.
      if (paymentMethods.get(defaultMethod)?.customer !== id) {
        return missing('payment_method', defaultMethod, 'invoice_settings[default_payment_method]')
      }
      customer.invoice_settings.default_payment_method = defaultMethod
    }
    return { status: 200, body: customer }
  }

  function createSetupIntent(body: FormObject): Reply {
    const customer = text(body.customer)
    if (customer !== null && !customers.has(customer)) return missing('customer', customer, 'customer')
    const id = newId('seti')
    return {
      status: 200,
      body: {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        customer,
        status: 'requires_payment_method',
        usage: text(body.usage) ?? 'off_session',
      },
    }
  }

  function attach(id: string, body: FormObject): Reply {
    const source = paymentMethods.get(id)
    if (!source) return missing('payment_method', id)
    const customer = text(body.customer)
    if (customer === null || !customers.has(customer)) return missing('customer', customer ?? '', 'customer')
    if (source.customer !== null && source.customer !== customer) {
      return invalid('The payment method you provided has already been attached to a customer.')
    }
    // Like test mode, attaching a test payment method (pm_card_visa) makes a new one.
    const isTemplate = sandboxCardByPaymentMethod(id) !== undefined
    const attached = isTemplate ? paymentMethod(newId('pm'), source.card.brand, source.card.last4) : source
    attached.customer = customer
    paymentMethods.set(attached.id, attached)
    testCardOf.set(attached.id, testCardOf.get(id) ?? id)
    return { status: 200, body: attached }
  }

  function detach(id: string): Reply {
    const method = paymentMethods.get(id)
    if (!method) return missing('payment_method', id)
    if (method.customer === null) {
      return invalid('The payment method you provided is not attached to a customer so detachment is impossible.')
    }
    const customer = customers.get(method.customer)
    if (customer?.invoice_settings.default_payment_method === id)
      customer.invoice_settings.default_payment_method = null
    method.customer = null
    return { status: 200, body: method }
  }

  function createPaymentIntent(body: FormObject, key: string | null): Reply {
    const amount = Number(text(body.amount))
    if (!Number.isInteger(amount) || amount < 50)
      return invalid('Amount must be at least $0.50 usd', 'amount', 'amount_too_small')
    const currency = text(body.currency)
    if (!currency) return invalid('Missing required param: currency.', 'currency')
    const customer = text(body.customer)
    if (customer !== null && !customers.has(customer)) return missing('customer', customer, 'customer')
    const methodId = text(body.payment_method)
    const method = methodId === null ? undefined : paymentMethods.get(methodId)
    if (methodId === null || !method) return missing('payment_method', methodId ?? '', 'payment_method')
    if (method.customer !== null && method.customer !== customer) {
      return invalid('The provided PaymentMethod belongs to another Customer; pass that Customer.', 'customer')
    }
    const confirm = text(body.confirm) === 'true'
    const automatic = body.automatic_payment_methods
    const redirects = typeof automatic === 'object' ? text(automatic.allow_redirects) : null
    if (confirm && redirects !== 'never' && text(body.return_url) === null) {
      return invalid('A return_url is required to confirm this PaymentIntent, or set allow_redirects to never.')
    }
    const id = newId('pi')
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_confirmation',
      customer,
      payment_method: methodId,
      description: text(body.description),
      metadata: stringRecord(body.metadata),
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      next_action: null,
      last_payment_error: null,
    }
    paymentIntents.set(id, intent)
    keyOfIntent.set(id, key)
    if (!confirm) return { status: 200, body: intent }

    const isOffSession = text(body.off_session) === 'true'
    switch (testCardOf.get(methodId)) {
      case 'pm_card_chargeDeclined':
        return cardError(intent, 'card_declined', 'generic_decline', 'Your card was declined.')
      case 'pm_card_chargeDeclinedInsufficientFunds':
        return cardError(intent, 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.')
      case 'pm_card_authenticationRequired':
        if (isOffSession) {
          return cardError(intent, 'authentication_required', 'authentication_required', AUTHENTICATION_MESSAGE)
        }
        intent.status = 'requires_action'
        intent.next_action = { type: 'use_stripe_sdk' }
        return { status: 200, body: intent }
      default:
        if (held > 0) {
          held--
          intent.status = 'processing'
          return { status: 200, body: intent }
        }
        intent.status = 'succeeded'
        charges.push({ paymentIntentId: id, amount, paymentMethodId: methodId, idempotencyKey: key })
        return { status: 200, body: intent }
    }
  }

  /** Stripe's search query language, as far as the gateway uses it: `metadata['k']:'v'` joined by AND. */
  function searchPaymentIntents(query: FormObject): Reply {
    const expression = text(query.query) ?? ''
    const wanted: Array<[string, string]> = []
    for (const clause of expression.split(/\s+AND\s+/)) {
      const match = /^metadata\['((?:[^'\\]|\\.)+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(clause.trim())
      if (!match) return invalid(`Invalid search query: ${expression}`, 'query')
      wanted.push([unescapeQuoted(match[1] ?? ''), unescapeQuoted(match[2] ?? '')])
    }
    const data = [...paymentIntents.values()]
      .filter((intent) => wanted.every(([name, value]) => intent.metadata[name] === value))
      .reverse()
    return {
      status: 200,
      body: { object: 'search_result', url: '/v1/payment_intents/search', data, has_more: false, next_page: null },
    }
  }

  function cancelPaymentIntent(id: string): Reply {
    const intent = paymentIntents.get(id)
    if (!intent) return missing('payment_intent', id)
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            payment_intent: intent,
          },
        },
      }
    }
    intent.status = 'canceled'
    return { status: 200, body: intent }
  }

  function finishPaymentIntent(id: string, outcome: 'succeeded' | 'requires_payment_method'): FakePaymentIntent {
    const intent = paymentIntents.get(id)
    if (!intent) throw new Error(`No payment intent ${id}`)
    if (intent.status !== 'processing' && intent.status !== 'requires_action') {
      throw new Error(`Payment intent ${id} is ${intent.status}; only a processing or authenticating one can finish`)
    }
    intent.status = outcome
    intent.next_action = null
    if (outcome === 'succeeded') {
      charges.push({
        paymentIntentId: id,
        amount: intent.amount,
        paymentMethodId: intent.payment_method ?? '',
        idempotencyKey: keyOfIntent.get(id) ?? null,
      })
    }
    return intent
  }

  function route(method: string, path: string, body: FormObject, key: string | null): Reply {
    for (const [routeMethod, pattern, handler] of routes) {
      const match = routeMethod === method ? pattern.exec(path) : null
      if (match) return handler(match.slice(1).map(decodeURIComponent), body, key)
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    }
  }

  /**
   * Stripe's idempotency: within 24 hours a key answers its first result again, refuses other
   * parameters, and refuses a request while another with the key is in progress.
   */
  function answer(request: IncomingMessage, raw: string): { reply: Reply; replayed: boolean } {
    const method = request.method ?? 'GET'
    const url = new URL(request.url ?? '/', 'http://fake')
    const path = url.pathname
    const key = header(request, 'idempotency-key')
    // GET parameters come in the query string.
    const body = parseForm(method === 'GET' ? url.search.slice(1) : raw)
    requests.push({ method, path, idempotencyKey: key, body })
    if (!/^Bearer sk_test_\w+$/.test(header(request, 'authorization') ?? '')) {
      return {
        reply: {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
        },
        replayed: false,
      }
    }
    const failing = failures.length > 0 && (failOnly === null || failOnly.test(`${method} ${path}`))
    if (failing && failures[0] === 'before') {
      failures.shift()
      return { reply: serverError(), replayed: false }
    }
    const fingerprint = `${method} ${path} ${raw}`
    for (const [storedKey, stored] of replies) {
      if (now().getTime() - stored.at >= IDEMPOTENCY_KEY_MS) replies.delete(storedKey)
    }
    const stored = method === 'POST' && key !== null ? replies.get(key) : undefined
    let result: { reply: Reply; replayed: boolean }
    if (key !== null && keysInProgress.has(key)) {
      const message = `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`
      const error = { type: 'idempotency_error', code: 'idempotency_key_in_use', message }
      result = { reply: { status: 409, body: { error } }, replayed: false }
    } else if (stored && stored.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`
      result = { reply: { status: 400, body: { error: { type: 'idempotency_error', message } } }, replayed: false }
    } else if (stored) {
      result = { reply: stored.reply, replayed: true }
    } else {
      const reply = route(method, path, body, key)
      // Stripe keeps a key's result once the request ran, declines included; copies freeze it.
      if (method === 'POST' && key !== null) {
        replies.set(key, { fingerprint, reply: structuredClone(reply), at: now().getTime() })
      }
      result = { reply, replayed: false }
    }
    if (failing && failures[0] === 'after') {
      failures.shift()
      return { reply: serverError(), replayed: false }
    }
    return result
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const { reply, replayed } = answer(request, Buffer.concat(chunks).toString('utf8'))
      response.writeHead(reply.status, {
        'Content-Type': 'application/json',
        'Request-Id': newId('req'),
        ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      })
      response.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: 'sk_test_fake',
    requests,
    paymentIntents,
    paymentMethods,
    customers,
    charges,
    failNextRequests(count, when = 'before', only) {
      failures = Array.from({ length: count }, () => when)
      failOnly = only ?? null
    },
    holdNextPaymentIntents(count) {
      held = count
    },
    finishPaymentIntent,
    keyInProgress(key) {
      keysInProgress.add(key)
      return () => keysInProgress.delete(key)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** Reads Stripe's form encoding (`a[b][c]=v`) into nested objects; the SDK indexes arrays. */
export function parseForm(raw: string): FormObject {
  const root: FormObject = {}
  for (const [name, value] of new URLSearchParams(raw)) {
    const path = name.split(/[[\]]+/).filter((part) => part !== '')
    const last = path.pop()
    if (last === undefined) continue
    let node = root
    for (const part of path) {
      const next = node[part]
      if (typeof next === 'object') {
        node = next
      } else {
        const child: FormObject = {}
        node[part] = child
        node = child
      }
    }
    node[last] = value
  }
  return root
}

function cardError(intent: FakePaymentIntent, code: string, declineCode: string, message: string): Reply {
  intent.status = 'requires_payment_method'
  intent.last_payment_error = { type: 'card_error', code, decline_code: declineCode, message }
  return {
    status: 402,
    body: { error: { type: 'card_error', code, decline_code: declineCode, message, payment_intent: intent } },
  }
}

function paymentMethod(id: string, brand: string, last4: string): FakePaymentMethod {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand, last4, exp_month: 12, exp_year: 2034 },
    customer: null,
  }
}

function found(value: object | undefined, kind: string, id: string): Reply {
  return value ? { status: 200, body: value } : missing(kind, id)
}

function missing(kind: string, id: string, param?: string): Reply {
  const name = kind.replace(/(^|_)(\w)/g, (_, __, letter: string) => letter.toUpperCase())
  return {
    status: param ? 400 : 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${name}: '${id}'` },
    },
  }
}

function invalid(message: string, param?: string, code?: string): Reply {
  return { status: 400, body: { error: { type: 'invalid_request_error', code, message, param } } }
}

function serverError(): Reply {
  return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } }
}

function text(value: FormValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

function stringRecord(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

function unescapeQuoted(value: string): string {
  return value.replace(/\\(.)/g, '$1')
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name]
  return typeof value === 'string' ? value : null
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`
}
