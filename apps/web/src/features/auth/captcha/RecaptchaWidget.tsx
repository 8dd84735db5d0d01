/**
 * Google reCAPTCHA v2 (checkbox), used only when the server is configured for it; the server
 * then widens its CSP to Google's script and frame hosts.
 */
import { useEffect, useRef } from 'react'

interface Grecaptcha {
  ready: (callback: () => void) => void
  render: (
    container: HTMLElement,
    options: {
      sitekey: string
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    },
  ) => number
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit'
let scriptLoading: Promise<Grecaptcha> | null = null

function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.defer = true
    script.onload = () => {
      const grecaptcha = window.grecaptcha
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error('reCAPTCHA did not load.'))
    }
    script.onerror = () => {
      scriptLoading = null
      reject(new Error('reCAPTCHA could not be loaded.'))
    }
    document.head.append(script)
  })
  return scriptLoading
}

export interface RecaptchaWidgetProps {
  siteKey: string
  onChange: (token: string) => void
  onLoadError: (message: string) => void
}

export function RecaptchaWidget({ siteKey, onChange, onLoadError }: RecaptchaWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const callbacks = useRef({ onChange, onLoadError })
  useEffect(() => {
    callbacks.current = { onChange, onLoadError }
  }, [onChange, onLoadError])

  useEffect(() => {
    let isCancelled = false
    loadRecaptcha()
      .then((grecaptcha) => {
        const container = containerRef.current
        if (isCancelled || !container) return
        // A fresh inner element per render call: reCAPTCHA refuses to render twice into one node.
        const target = document.createElement('div')
        container.replaceChildren(target)
        grecaptcha.render(target, {
          sitekey: siteKey,
          callback: (token) => callbacks.current.onChange(token),
          'expired-callback': () => callbacks.current.onChange(''),
          'error-callback': () => callbacks.current.onChange(''),
        })
      })
      .catch((error: unknown) => {
        if (!isCancelled) callbacks.current.onLoadError(error instanceof Error ? error.message : String(error))
      })
    return () => {
      isCancelled = true
    }
  }, [siteKey])

  return <div ref={containerRef} />
}
