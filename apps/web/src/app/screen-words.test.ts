/**
 * One way of words across every screen, read from their sources (the staff screens' own rules are
 * in staff-screen-words.test.ts): an address is an "email", as the spec's quoted texts write it
 * ("Check your email", "You must add an email, phone, or website"); a walk of the certification
 * screens found "e-mail" on the Learning System card beside "email" elsewhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const WEB_SOURCES = path.resolve(HERE, '..')
const CONTRACTS = path.resolve(HERE, '../../../../packages/contracts/src')

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    if (statSync(file).isDirectory()) return filesUnder(file, keep)
    return keep(file) ? [file] : []
  })
}

/** What a person reads: the web app's sources, and the contracts' messages (their texts for every screen and mail). */
const readSources = () => [
  ...filesUnder(WEB_SOURCES, (file) => /\.(ts|tsx)$/.test(file) && !/\.test\./.test(file)),
  ...filesUnder(CONTRACTS, (file) => /messages\.ts$/.test(file)),
]

/** String literals of a source, comments left out. */
function literalsIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [...code.matchAll(/(['"`])((?:(?!\1).)*?)\1/g)].map((match) => match[2] ?? '')
}

describe('screen words', () => {
  it('write email, never e-mail', () => {
    const written = readSources().flatMap((file) =>
      literalsIn(readFileSync(file, 'utf8'))
        .filter((text) => /\be-mail/i.test(text))
        .map((text) => `${path.relative(WEB_SOURCES, file)}: ${text}`),
    )
    expect(written).toEqual([])
  })
})
