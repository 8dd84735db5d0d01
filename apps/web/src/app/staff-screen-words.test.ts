/**
 * One way of words across the staff screens (issue 25, item 18), read from their sources: dialogs
 * are titled in the spec's Title Case ("Approve Registration", "Enroll In Section"; the walk found
 * "Approve membership" beside it), and the person a review is about is the "User", as spec 3 names
 * them (the experience review said "Member"), and an address is an "email", as spec 3 writes it
 * (the walk found "e-mail" beside "Email").
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const FEATURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features')

/** The staff screens' files: every feature's admin folder, and the texts a staff dialog reads. */
function staffSources(): string[] {
  const files: string[] = []
  for (const feature of readdirSync(FEATURES)) {
    const admin = path.join(FEATURES, feature, 'admin')
    let names: string[] = []
    try {
      names = readdirSync(admin)
    } catch {
      continue
    }
    for (const name of names) {
      if (/\.(ts|tsx)$/.test(name) && !/\.test\./.test(name)) files.push(path.join(admin, name))
    }
  }
  files.push(path.join(FEATURES, 'extensions', 'extension-view.ts'))
  return files
}

/**
 * The literal titles of the dialogs in a source: the `title` of a ConfirmModal, DecisionModal or
 * Modal (title="…", title={x ? '…' : '…'}), and the texts named for a dialog (approveTitle: '…').
 */
function titlesIn(source: string): string[] {
  const found: string[] = []
  for (const tag of source.matchAll(/<(ConfirmModal|DecisionModal|Modal)\b/g)) {
    const props = source.slice(tag.index, tag.index + 800)
    const title = /\btitle=(?:"([^"]+)"|\{([^}]*)\})/.exec(props)
    if (!title) continue
    if (title[1]) found.push(title[1])
    for (const literal of (title[2] ?? '').matchAll(/'([^']+)'/g)) found.push(literal[1] ?? '')
  }
  for (const match of source.matchAll(/\b(?:approve|reject|delete|reset|edit|add)Title: '([^']+)'/g)) {
    found.push(match[1] ?? '')
  }
  return found
}

const isTitleCase = (title: string) => title.split(/\s+/).every((word) => !/^[a-z]/.test(word))

describe('staff screen words', () => {
  it('are in Title Case, as the spec writes them', () => {
    const titles = staffSources().flatMap((file) =>
      titlesIn(readFileSync(file, 'utf8')).map((title) => ({ file: path.relative(FEATURES, file), title })),
    )
    expect(titles.length).toBeGreaterThan(10)
    expect(titles.filter(({ title }) => !isTitleCase(title))).toEqual([])
  })
  it('call the person a review is about the User, never the Member', () => {
    const labelled = staffSources().filter((file) => /label(?:=|: )["']Member["']/.test(readFileSync(file, 'utf8')))
    expect(labelled.map((file) => path.relative(FEATURES, file))).toEqual([])
  })
  it('write email as spec 3 does, never e-mail, in what staff read', () => {
    const written = staffSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1).)*?\be-mail(?:(?!\1).)*?)\1/g)].map(
        (match) => `${path.relative(FEATURES, file)}: ${match[2] ?? ''}`,
      ),
    )
    expect(written).toEqual([])
  })
})
