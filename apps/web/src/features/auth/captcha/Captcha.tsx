/**
 * The account-creation captcha, whichever provider the server's runtime config names. The token
 * (ALTCHA payload or reCAPTCHA response) is handed to the form's `captcha` field through onChange.
 */
import { lazy, Suspense, useState, type Ref } from 'react'
import { Box, Text } from '@mantine/core'
import type { CaptchaConfig } from '@portal/contracts'
import { PageLoader } from '../../../components/PageLoader'
import { RecaptchaWidget } from './RecaptchaWidget'

// Loaded only on the register screen: the widget is the largest part of the visitor screens.
const AltchaWidget = lazy(() => import('./AltchaWidget').then((m) => ({ default: m.AltchaWidget })))

export interface CaptchaProps {
  config: CaptchaConfig
  onChange: (token: string) => void
  error?: string
  /** Receives focus when the server puts an error on the captcha. */
  focusRef?: Ref<HTMLDivElement>
}

export function Captcha({ config, onChange, error, focusRef }: CaptchaProps) {
  const [loadError, setLoadError] = useState<string | null>(null)
  const message = error ?? loadError
  return (
    <Box ref={focusRef} tabIndex={-1} aria-describedby={message ? 'captcha-error' : undefined}>
      {config.provider === 'altcha' ? (
        <Suspense fallback={<PageLoader label="Loading verification..." />}>
          <AltchaWidget challengeUrl={config.challengeUrl} onChange={onChange} />
        </Suspense>
      ) : (
        <RecaptchaWidget siteKey={config.siteKey} onChange={onChange} onLoadError={setLoadError} />
      )}
      {message && (
        <Text id="captcha-error" size="sm" c="var(--mantine-color-error)" mt={4}>
          {message}
        </Text>
      )}
    </Box>
  )
}
