import { describe, expect, it } from 'vitest'
import { ariaSortOf, clampPage, isPageSize, nextSort, toListQuery } from './data-table-query'

describe('toListQuery', () => {
  it('asks for one page with its sort and the non-empty filters', () => {
    expect(
      toListQuery({
        page: 2,
        pageSize: 50,
        sort: [{ field: 'lastName', direction: 'asc' }],
        filters: { email: ' bob ', firstName: '', lastName: '   ' },
      }),
    ).toEqual({ limit: 50, page: 2, sort: ['lastName,asc'], filter: ['email,bob'] })
  })

  it('keeps commas inside a filter value (the server splits on the first comma)', () => {
    expect(toListQuery({ page: 1, pageSize: 20, sort: [], filters: { subject: 'Hello, world' } }).filter).toEqual([
      'subject,Hello, world',
    ])
  })
})

describe('nextSort', () => {
  it('sorts a new column ascending, then flips it', () => {
    const first = nextSort([{ field: 'createdAt', direction: 'desc' }], 'email')
    expect(first).toEqual([{ field: 'email', direction: 'asc' }])
    const second = nextSort(first, 'email')
    expect(second).toEqual([{ field: 'email', direction: 'desc' }])
    expect(nextSort(second, 'email')).toEqual([{ field: 'email', direction: 'asc' }])
  })
})

describe('ariaSortOf', () => {
  it('describes the sort state of a column', () => {
    const sort = [{ field: 'email', direction: 'desc' as const }]
    expect(ariaSortOf(sort, 'email')).toBe('descending')
    expect(ariaSortOf([{ field: 'email', direction: 'asc' }], 'email')).toBe('ascending')
    expect(ariaSortOf(sort, 'lastName')).toBe('none')
  })
})

describe('paging helpers', () => {
  it('clamps a page to the ones that exist', () => {
    expect(clampPage(5, 3)).toBe(3)
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(2, 0)).toBe(1)
  })

  it('accepts only the offered page sizes', () => {
    expect([5, 10, 20, 25, 50, 100].every(isPageSize)).toBe(true)
    expect(isPageSize(30)).toBe(false)
  })
})
