import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../test/render'
import { decisionStatus, ReviewsTable } from './ReviewsTable'

const review = {
  id: 1,
  createdAt: '2026-01-03T12:00:00.000Z',
  reviewer: 'Ada Admin',
  message: '<p>Please <b>re-upload</b></p>',
  step: 'Supporting Documentation',
  status: decisionStatus('Rejected', 'rejected'),
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

describe('ReviewsTable (one layout on every staff review)', () => {
  it("draws the spec's columns in the spec's order, the status a badge", () => {
    renderInApp(
      <>
        <h2 id="reviews">Reviews</h2>
        <ReviewsTable labelledBy="reviews" reviews={[review]} hasMessages hasSteps />
      </>,
    )
    expect(headers()).toEqual(['Date', 'Reviewer', 'Message', 'Step', 'Status'])
    const table = screen.getByRole('table', { name: 'Reviews' })
    expect(within(table).getByText('re-upload').tagName).toBe('B')
    expect(within(table).getByText('Rejected', { selector: '.mantine-Badge-label' })).toBeTruthy()
  })

  it('leaves out what a record has not (an extension: no message, no step)', () => {
    renderInApp(
      <>
        <h2 id="reviews">Reviews</h2>
        <ReviewsTable labelledBy="reviews" reviews={[{ ...review, status: decisionStatus('Approved', 'approved') }]} />
      </>,
    )
    expect(headers()).toEqual(['Date', 'Reviewer', 'Status'])
  })
})
