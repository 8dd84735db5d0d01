import { describe, expect, it } from 'vitest'
import { searchTermsOf } from './directory-search'

const partsOf = (location: string) => searchTermsOf({ location }).locationParts

describe('directory search terms', () => {
  it('splits a name into lower-cased words, commas or spaces, at most three', () => {
    expect(searchTermsOf({ name: '  Jane   SMITH ' }).nameWords).toEqual(['jane', 'smith'])
    expect(searchTermsOf({ name: 'Smith, Jane' }).nameWords).toEqual(['smith', 'jane'])
    expect(searchTermsOf({ name: 'a b c d e' }).nameWords).toEqual(['a', 'b', 'c'])
    expect(searchTermsOf({}).nameWords).toEqual([])
  })

  it('splits a location at commas: a city and a state', () => {
    expect(partsOf('Columbus, OH')).toEqual([
      { kind: 'place', text: 'columbus' },
      { kind: 'state', codes: ['OH'] },
    ])
    expect(partsOf('San Antonio')).toEqual([{ kind: 'place', text: 'san antonio' }])
  })

  it('finds a state by its code, or by the start of its name from three letters', () => {
    expect(partsOf('ohio')).toEqual([{ kind: 'state', codes: ['OH'] }])
    expect(partsOf('New')).toEqual([{ kind: 'state', codes: ['NH', 'NJ', 'NM', 'NY'] }])
    expect(partsOf('ne')).toEqual([{ kind: 'state', codes: ['NE'] }])
    expect(partsOf('o')).toEqual([{ kind: 'place', text: 'o' }])
  })

  it('knows the armed forces "states" of military addresses; typed provinces are places', () => {
    expect(partsOf('ae')).toEqual([{ kind: 'state', codes: ['AE'] }])
    expect(partsOf('On')).toEqual([{ kind: 'place', text: 'on' }])
  })
})
