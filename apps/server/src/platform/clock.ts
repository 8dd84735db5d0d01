/** The current time, injectable so time rules (session expiry, deadlines) can be tested. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
