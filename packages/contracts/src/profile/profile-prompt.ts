/**
 * The profile update modal (spec 1 §2.6, §4, §9): it appears when neither a profile update nor
 * the prompt itself has occurred within the last 3 months, counted in US Eastern calendar days.
 */
import { addMonthsToDay, easternDay } from '../dates'

export const PROFILE_PROMPT_INTERVAL_MONTHS = 3

export const ProfilePromptMessages = {
  title: 'Is your profile up to date?',
  body: 'It has been a while since you reviewed your profile. Please take a moment to check your contact information, professional details and settings.',
  review: 'Review my profile',
  notNow: 'Not now',
} as const

interface ProfilePromptFacts {
  profileLastUpdated: string | null
  profileUpdateModalShown: string | null
}

/** Within the interval: on an Eastern day after the one 3 months before today (on that day 3 months have passed). */
function isRecent(instant: string | null, now: Date): boolean {
  if (!instant) return false
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return false
  const since = addMonthsToDay(easternDay(now), -PROFILE_PROMPT_INTERVAL_MONTHS)
  return easternDay(date) > since
}

export function shouldShowProfileUpdateModal(user: ProfilePromptFacts, now: Date): boolean {
  return !isRecent(user.profileLastUpdated, now) && !isRecent(user.profileUpdateModalShown, now)
}
