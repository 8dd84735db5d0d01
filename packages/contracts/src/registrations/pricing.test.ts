import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { registrationItemCents } from './pricing'

const cents = fc.integer({ min: 0, max: 500_000 })

describe('a registration item', () => {
  it('is free for members when the item says so, and its price otherwise', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), fc.boolean(), (priceCents, freeForMembers, isMember) => {
        expect(registrationItemCents({ priceCents, freeForMembers }, isMember)).toBe(
          freeForMembers && isMember ? 0 : priceCents,
        )
      }),
    )
  })
})
