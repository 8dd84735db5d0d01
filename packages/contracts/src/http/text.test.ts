import { describe, expect, it } from 'vitest'
import { hostileTextIssues, isPlainName, isStorableText, TextMessages, withoutDirectionControls } from './text'

const NUL = String.fromCharCode(0)
const HIGH = String.fromCharCode(0xd83d)
const LOW = String.fromCharCode(0xde00)
const RLO = String.fromCharCode(0x202e)

describe('storable text', () => {
  it('refuses NUL and lone surrogates, and keeps paired surrogates (emoji)', () => {
    expect(isStorableText('Zoë 😀 O’Brien')).toBe(true)
    expect(isStorableText(`${HIGH}${LOW}`)).toBe(true)
    for (const value of [`a${NUL}b`, `a${HIGH}`, `${HIGH}a`, `${LOW}a`, `a${LOW}${LOW}`]) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(false)
    }
  })

  it('refuses text-direction controls in names only', () => {
    expect(isStorableText(`a${RLO}b`)).toBe(true)
    expect(isPlainName(`a${RLO}b`)).toBe(false)
    expect(isPlainName('Anne-Marie')).toBe(true)
  })

  it('strips every text-direction control from a name kept as given', () => {
    expect(withoutDirectionControls(`invoice${RLO}fdp.exe`)).toBe('invoicefdp.exe')
    expect(withoutDirectionControls('\u2066a\u2069\u202Ab\u202C')).toBe('ab')
    expect(withoutDirectionControls('Émilie O’Brien-شریف')).toBe('Émilie O’Brien-شریف')
  })
})

describe('hostileTextIssues', () => {
  const issue = (field: string) => ({ field, message: TextMessages.forbiddenCharacter })

  it('finds nothing in clean values of any shape', () => {
    expect(hostileTextIssues({ a: 'x', b: [1, 'y', { c: null }], d: true })).toEqual([])
    expect(hostileTextIssues(null)).toEqual([])
    expect(hostileTextIssues('plain')).toEqual([])
  })

  it('names the path of each bad string, in arrays and nested objects, and of a bad key', () => {
    const body = {
      name: `a${NUL}`,
      address: { city: `b${HIGH}`, lines: ['ok', `c${NUL}`] },
      [`k${NUL}`]: 'value',
      filter: ['title', `x${LOW}`],
    }
    expect(hostileTextIssues(body)).toEqual([
      issue('name'),
      issue('address.city'),
      issue('address.lines.1'),
      issue('_'),
      issue('filter.1'),
    ])
    expect(hostileTextIssues(`top${NUL}`)).toEqual([issue('_')])
    expect(hostileTextIssues({ a: `x${NUL}` }, ['donation'])).toEqual([issue('donation.a')])
  })

  it('stops looking below 32 levels (the schema refuses such a body itself)', () => {
    let deep: unknown = `x${NUL}`
    for (let i = 0; i < 40; i++) deep = { d: deep }
    expect(hostileTextIssues(deep)).toEqual([])
  })
})
