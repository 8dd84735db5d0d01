/**
 * The self-hosted ALTCHA proof-of-work checkbox. The "external" build ships no inline workers or
 * styles, so it runs under the strict CSP; each algorithm's worker is a separate file from 'self'.
 * Only pure-JavaScript algorithms are registered: Argon2 and scrypt need WebAssembly, which the
 * CSP ('wasm-unsafe-eval' absent) does not allow.
 */
import 'altcha/external'
import 'altcha/altcha.css'
import './altcha-overrides.css'
import type {} from 'altcha/types/react'
import type { AltchaWidgetElement } from 'altcha/external'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'
import { useEffect, useRef } from 'react'

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker())
}

/** The `detail` of the widget's `statechange` and `verified` events (see altcha's README). */
interface AltchaEventDetail {
  state?: string
  payload?: string | null
}

function detailOf(event: Event): AltchaEventDetail {
  return event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null
    ? (event.detail as AltchaEventDetail)
    : {}
}

export interface AltchaWidgetProps {
  challengeUrl: string
  /** The payload once verified; '' when unverified again (reset, expired, error). */
  onChange: (payload: string) => void
}

export function AltchaWidget({ challengeUrl, onChange }: AltchaWidgetProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useEffect(() => {
    const widget = widgetRef.current
    if (!widget) return
    const onStateChange = (event: Event) => {
      const { state, payload } = detailOf(event)
      onChangeRef.current(state === 'verified' && payload ? payload : '')
    }
    const onVerified = (event: Event) => {
      const { payload } = detailOf(event)
      if (payload) onChangeRef.current(payload)
    }
    widget.addEventListener('statechange', onStateChange)
    widget.addEventListener('verified', onVerified)
    return () => {
      widget.removeEventListener('statechange', onStateChange)
      widget.removeEventListener('verified', onVerified)
    }
  }, [])

  return <altcha-widget ref={widgetRef} challenge={challengeUrl} type="checkbox" name="altcha" />
}
