import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEMO_PERSONAS } from './demo'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
const README = path.join(ROOT, 'README.md')

/** The e-mails of the README's persona table (the first table after "### Demo accounts"), in order. */
function readmePersonaEmails(readme: string): string[] {
  const section = readme.split(/^### Demo accounts$/m)[1]
  if (section === undefined) throw new Error('README has no "### Demo accounts" section')
  const lines = section.split('\n')
  const header = lines.findIndex((line) => line.startsWith('| E-mail |'))
  if (header < 0) throw new Error('README\'s "Demo accounts" section has no table starting "| E-mail |"')
  const rows: string[] = []
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    const email = /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1]
    if (!email) throw new Error(`a persona row without a \`e-mail\` first cell: ${line}`)
    rows.push(email)
  }
  return rows
}

describe("README's persona table", () => {
  it('lists the e-mails of DEMO_PERSONAS, no more, no fewer, in the same order', () => {
    const listed = readmePersonaEmails(readFileSync(README, 'utf8'))
    expect(listed).toEqual(DEMO_PERSONAS.map((persona) => persona.email))
  })

  it('reads a table, stops at its end, and refuses a row it cannot read', () => {
    const table = ['### Demo accounts', '', '| E-mail | Name |', '|---|---|', '| `a@x` | A |', '| `b@x` | B |']
    expect(readmePersonaEmails([...table, '', 'After.', '| `c@x` | C |'].join('\n'))).toEqual(['a@x', 'b@x'])
    expect(() => readmePersonaEmails([...table, '| c@x | C |'].join('\n'))).toThrow(/without/)
    expect(() => readmePersonaEmails('# No personas')).toThrow(/Demo accounts/)
  })
})

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The relative links of a Markdown file (`[text](target)`) that name no file or heading there. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const broken: string[] = []
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue
    const [filePart = '', anchor] = target.split('#')
    const linked = filePart ? path.resolve(path.dirname(file), filePart) : file
    if (!existsSync(linked)) {
      broken.push(target)
      continue
    }
    if (anchor === undefined) continue
    const headings = readFileSync(linked, 'utf8').match(/^#+ .*$/gm) ?? []
    if (!headings.some((heading) => anchorOf(heading.replace(/^#+ /, '')) === anchor)) broken.push(target)
  }
  return broken
}

describe('the README and the bench README', () => {
  it('link only to files and headings that exist', () => {
    for (const file of ['README.md', 'bench/README.md']) {
      expect({ file, broken: brokenLinks(path.join(ROOT, file)) }).toEqual({ file, broken: [] })
    }
  })
})
