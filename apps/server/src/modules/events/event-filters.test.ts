import { describe, expect, it } from 'vitest'
import { normalizeEventFilters } from './event-filters'

describe('normalizeEventFilters', () => {
  it('reads type labels as their literal', () => {
    expect(normalizeEventFilters(['type,In-Person', 'type,on-demand', 'type,webinar'])).toEqual([
      'type,in_person',
      'type,on_demand',
      'type,webinar',
    ])
  })
  it('reads Yes/No as true/false for the yes/no columns', () => {
    expect(normalizeEventFilters(['approvedForEthics,Yes', 'freeForMembers,no', 'approvedForEthics,1'])).toEqual([
      'approvedForEthics,true',
      'freeForMembers,false',
      'approvedForEthics,1',
    ])
  })
  it('leaves other fields and malformed items alone', () => {
    expect(normalizeEventFilters(['name,Yes', 'nonsense'])).toEqual(['name,Yes', 'nonsense'])
  })
})
