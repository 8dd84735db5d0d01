/**
 * The page a visitor was trying to open before being sent to log in: remembered across the
 * login, register and reset screens (and a reload), then used once as the post-login destination.
 */
import { isRememberableReferrer } from '@portal/contracts'

const STORAGE_KEY = 'afcpe.referrer'

/** Only same-site paths are followed, so a tampered value cannot send anyone off-site. */
export function isSafeLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
}

/** Pure: the value to remember for a location, or null when that page is never remembered. */
export function referrerFor(pathname: string, search: string): string | null {
  if (!isSafeLocalPath(pathname) || !isRememberableReferrer(pathname)) return null
  return `${pathname}${search}`
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage can be disabled (privacy settings); the portal then simply forgets the referrer.
    return null
  }
}

/**
 * Set by an explicit logout: the page the person signed out from must not become the next
 * person's destination, whichever of the guard redirect and the logout navigation lands first.
 */
let isSigningOut = false

export function forgetReferrerOnSignOut(): void {
  clearReferrer()
  isSigningOut = true
}

export function resetSignOut(): void {
  isSigningOut = false
}

export function rememberReferrer(pathname: string, search: string): void {
  if (isSigningOut) {
    isSigningOut = false
    return
  }
  const referrer = referrerFor(pathname, search)
  if (referrer) storage()?.setItem(STORAGE_KEY, referrer)
}

export function readReferrer(): string | null {
  const value = storage()?.getItem(STORAGE_KEY) ?? null
  return value && isSafeLocalPath(value) ? value : null
}

export function clearReferrer(): void {
  storage()?.removeItem(STORAGE_KEY)
}
