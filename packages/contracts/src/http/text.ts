/**
 * The shared string schema: every text a person sends (body, query, filter, path) is refused
 * with 422 on its field when it holds a NUL character or a lone UTF-16 surrogate. PostgreSQL
 * cannot store the first ("invalid byte sequence") and would store the second as a replacement
 * character, so neither must reach the database; a browser form never produces them. Names also
 * refuse the characters that reverse the direction of the text around them (U+202A–U+202E,
 * U+2066–U+2069), with which a name could display as something else in a list or an e-mail.
 *
 * `text()` is the schema input strings start from; the server also applies `hostileTextIssues`
 * to every request before its contract's schema runs (apps/server/src/platform/http/route.ts), so
 * a value typed `unknown` in a contract is covered as well. See decision 0010.
 */
import { z } from '../zod'

export const TextMessages = {
  forbiddenCharacter: 'This text contains a character that is not allowed.',
  directionControl: 'Names cannot contain text-direction control characters.',
} as const

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one; built
// from code points, so the source stays free of the invisible characters it refuses.
const FORBIDDEN = new RegExp(
  `${String.fromCharCode(0)}|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
)
const DIRECTION_CONTROLS = '[\\u202A-\\u202E\\u2066-\\u2069]'
const DIRECTION_CONTROL = new RegExp(DIRECTION_CONTROLS)
const EVERY_DIRECTION_CONTROL = new RegExp(DIRECTION_CONTROLS, 'g')

/** Whether a string may be stored: no NUL character and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !FORBIDDEN.test(value)
}

/** Whether a name is free of text-direction controls (and storable). */
export function isPlainName(value: string): boolean {
  return isStorableText(value) && !DIRECTION_CONTROL.test(value)
}

/**
 * `value` without the text-direction controls a name refuses: for a name the portal keeps as
 * given rather than refusing it (an uploaded file's), so it displays as what it is.
 */
export function withoutDirectionControls(value: string): string {
  return value.replace(EVERY_DIRECTION_CONTROL, '')
}

/** A string that may be stored (see the file's header); chain `.trim()`, `.max()` and so on. */
type StringParams = Parameters<typeof z.string>[0]

export const text = (params?: StringParams) =>
  z.string(params).check(z.refine(isStorableText, TextMessages.forbiddenCharacter))

/** A person's name (or part of one): storable and without text-direction controls. */
export const nameText = (params?: StringParams) =>
  text(params).check(z.refine((value) => !DIRECTION_CONTROL.test(value), TextMessages.directionControl))

/**
 * Every string inside `value` (any depth, keys included) that may not be stored, with its field
 * path as the error envelope writes it ("address.city", "filter.1"). Run on every request: it
 * allocates nothing while all is well.
 */
export function hostileTextIssues(value: unknown, path: string[] = []): Array<{ field: string; message: string }> {
  const issues: Array<{ field: string; message: string }> = []
  collectHostileText(value, [...path], 0, issues)
  return issues
}

function collectHostileText(
  node: unknown,
  at: string[],
  depth: number,
  issues: Array<{ field: string; message: string }>,
): void {
  if (typeof node === 'string') {
    if (!isStorableText(node)) issues.push({ field: at.join('.') || '_', message: TextMessages.forbiddenCharacter })
    return
  }
  // Deeper than any contract goes: the schema refuses such a body on its own.
  if (depth > 32 || typeof node !== 'object' || node === null) return
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index++) {
      at.push(String(index))
      collectHostileText(node[index], at, depth + 1, issues)
      at.pop()
    }
    return
  }
  for (const key in node) {
    if (!Object.hasOwn(node, key)) continue
    if (!isStorableText(key)) {
      issues.push({ field: at.join('.') || '_', message: TextMessages.forbiddenCharacter })
      continue
    }
    at.push(key)
    collectHostileText((node as Record<string, unknown>)[key], at, depth + 1, issues)
    at.pop()
  }
}

/**
 * Options for a refinement that must run even when other fields failed (so one answer lists
 * every problem), but only on an object: a `null` or an array body has failed already.
 */
export const evenWhenOtherFieldsFail = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
}
