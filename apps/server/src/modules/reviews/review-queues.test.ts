import { describe, expect, it } from 'vitest'
import { reviewQueueRegistry } from './review-queues'

describe('reviewQueueRegistry', () => {
  it('holds each declared queue once and refuses one declared twice', () => {
    const pending = () => Promise.resolve(0)
    expect([...reviewQueueRegistry({ key: 'memberships', pending }, { key: 'experiences', pending }).keys()]).toEqual([
      'memberships',
      'experiences',
    ])
    expect(() => reviewQueueRegistry({ key: 'memberships', pending }, { key: 'memberships', pending })).toThrow(
      'review queue memberships is declared twice',
    )
  })
})
