import { describe, expect, it } from 'vitest'
import { cardText } from './card-text'

describe('cardText', () => {
  it("names a saved card by its brand's own name and its last four digits", () => {
    expect(cardText({ brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242')
    expect(cardText({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005')
    expect(cardText({ brand: 'Visa', last4: '4242' })).toBe('Visa ending in 4242')
    expect(cardText({ brand: 'elo', last4: '1111' })).toBe('Elo ending in 1111')
  })
})
