import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../../test/render'
import { FormAlert } from './FormAlert'

describe('FormAlert', () => {
  it('says nothing without messages', () => {
    renderInApp(<FormAlert messages={[]} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reads out one message as it is', () => {
    renderInApp(<FormAlert messages={['Too many attempts. Try again in 5 minutes.']} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('We could not complete your request')).toBeTruthy()
    expect(within(alert).getByText('Too many attempts. Try again in 5 minutes.')).toBeTruthy()
    expect(within(alert).queryByRole('list')).toBeNull()
  })

  it('lists several messages, with what the screen adds below them', () => {
    renderInApp(
      <FormAlert messages={['The link has expired.', 'Another problem.']}>
        <a href="/password/reset">Request a new link</a>
      </FormAlert>,
    )
    const alert = screen.getByRole('alert')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The link has expired.', 'Another problem.'])
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toBeTruthy()
  })
})
