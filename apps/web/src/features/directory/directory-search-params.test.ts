import { describe, expect, it } from 'vitest'
import {
  EMPTY_SEARCH,
  paramsFromSearch,
  sameCriteria,
  searchFromParams,
  toDirectoryQuery,
} from './directory-search-params'

describe('directory search in the address bar', () => {
  it('round-trips a search, leaving out what is empty', () => {
    const search = { name: 'Pat', location: 'Columbus, OH', areaOfExpertiseId: '4', page: 2 }
    const params = paramsFromSearch(search)
    expect(params.toString()).toBe('name=Pat&location=Columbus%2C+OH&area=4&page=2')
    expect(searchFromParams(params)).toEqual(search)
    expect(paramsFromSearch(EMPTY_SEARCH).toString()).toBe('')
  })

  it('ignores a page or an area that is not a positive whole number', () => {
    expect(searchFromParams(new URLSearchParams('page=-3&area=x'))).toEqual(EMPTY_SEARCH)
    expect(searchFromParams(new URLSearchParams('page=1.5')).page).toBe(1)
  })

  it('asks the API for the trimmed terms, one page of 20', () => {
    expect(toDirectoryQuery({ name: ' Pat ', location: '', areaOfExpertiseId: '4', page: 3 })).toEqual({
      limit: 20,
      page: 3,
      name: 'Pat',
      areaOfExpertiseId: 4,
    })
  })

  it('compares the criteria of two searches, not their pages', () => {
    expect(sameCriteria({ ...EMPTY_SEARCH, name: 'Pat ' }, { ...EMPTY_SEARCH, name: 'Pat', page: 4 })).toBe(true)
    expect(sameCriteria({ ...EMPTY_SEARCH, name: 'Pat' }, { ...EMPTY_SEARCH, name: 'Pa' })).toBe(false)
  })
})
