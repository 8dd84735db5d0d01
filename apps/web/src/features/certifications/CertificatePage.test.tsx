import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Certificate } from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { CertificatePage } from './CertificatePage'

const CODE = 'c3a1f09e7b2d4c58-9f2e61ab'

const certificate: Certificate = {
  recipientName: 'Jane Q. Doe',
  certificationName: 'Accredited Financial Counselor®',
  issuedOn: '2026-03-02',
  credentialId: 'c3a1f09e7b2d4c58',
  status: 'good_standing',
}

function serve(answer: { status: number; body: unknown }) {
  const paths: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      paths.push(new URL(String(input), 'http://localhost').pathname)
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return paths
}

function renderPage(code: string) {
  return renderInApp(
    <MemoryRouter initialEntries={[`/certificates/${code}`]}>
      <Routes>
        <Route path="/certificates/:code" element={<CertificatePage />} />
      </Routes>
    </MemoryRouter>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CertificatePage', () => {
  it('shows the certificate and prints it', async () => {
    const paths = serve({ status: 200, body: certificate })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderPage(CODE)

    const sheet = await screen.findByRole('article', { name: 'Certificate' })
    expect(paths).toEqual([`/api/certificates/${CODE}`])
    expect(within(sheet).getByText('Jane Q. Doe')).toBeTruthy()
    expect(within(sheet).getByText('has earned the')).toBeTruthy()
    expect(within(sheet).getByText('Accredited Financial Counselor®')).toBeTruthy()
    const facts = Object.fromEntries(
      Array.from(sheet.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(facts).toEqual({ Issued: '03/02/2026', 'Credential ID': 'c3a1f09e7b2d4c58', Status: 'Good Standing' })

    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('says an unknown code has no certificate', async () => {
    serve({ status: 404, body: { message: 'Not found', code: 'not_found' } })
    renderPage(CODE)
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull()
  })

  it('does not ask the server about a code no certificate can have', async () => {
    const paths = serve({ status: 200, body: certificate })
    renderPage('nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeTruthy()
    expect(paths).toEqual([])
  })
})
