import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmailAddress } from './EmailAddress'

describe('EmailAddress', () => {
  it('may wrap only after the @ and before a dot, and reads as the whole address', () => {
    const { container } = render(<EmailAddress email="dana.whitfield@riverside.example.org" />)
    expect(container.textContent).toBe('dana.whitfield@riverside.example.org')
    expect(container.innerHTML).toBe('dana<wbr>.whitfield@<wbr>riverside<wbr>.example<wbr>.org')
  })

  it('leaves an address with no dot or @ as it is', () => {
    const { container } = render(<EmailAddress email="postmaster" />)
    expect(container.innerHTML).toBe('postmaster')
  })
})
