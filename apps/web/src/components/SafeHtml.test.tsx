import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../test/render'
import { SafeHtml } from './SafeHtml'

describe('SafeHtml', () => {
  it('keeps text, emphasis and safe links, and drops scripts, handlers and unsafe links', () => {
    const { container } = renderInApp(
      <SafeHtml
        html={
          '<p onclick="alert(1)">Please <strong>upload</strong> your transcript.</p>' +
          '<script>alert(2)</script><img src=x onerror="alert(3)">' +
          '<a href="javascript:alert(4)">bad</a> <a href="https://example.org/help">help</a>'
        }
      />,
    )
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull()
    expect(container.querySelector('strong')?.textContent).toBe('upload')
    expect(screen.getByRole('link', { name: 'help' }).getAttribute('href')).toBe('https://example.org/help')
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull()
    expect(container.textContent).toContain('Please upload your transcript.')
    expect(container.textContent).not.toContain('alert(2)')
  })
})
