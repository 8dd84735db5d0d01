import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_PERSONAS } from './demo'

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../README.md')

describe('the demo personas', () => {
  it('are listed in the README, one row each, as DEMO_PERSONAS describes them', () => {
    const readme = readFileSync(README, 'utf8')
    expect(readme).toContain(`Password for all: \`${DEMO_PASSWORD}\``)
    for (const persona of DEMO_PERSONAS) {
      expect(readme).toContain(`| \`${persona.email}\` | ${persona.name} | ${persona.role} | ${persona.shows} |`)
    }
  })

  it('have unique @example.org e-mails and keep the admin and the plain member accounts', () => {
    const emails = DEMO_PERSONAS.map((p) => p.email)
    expect(new Set(emails).size).toBe(emails.length)
    expect(emails.every((email) => email.endsWith('@example.org'))).toBe(true)
    expect(DEMO_PERSONAS.find((p) => p.email === 'admin@example.org')?.role).toBe('admin')
    expect(DEMO_PERSONAS.find((p) => p.email === 'member@example.org')?.role).toBe('member')
  })
})
