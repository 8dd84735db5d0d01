/**
 * Text out of stored HTML, without a DOM (so it runs in node tests and on any string): a name
 * the old data stored with character references ('Education &amp; Training', 'Counselor&#39;s'),
 * or a staff-written HTML message read as plain text. For display as text, never as HTML
 * (components/SafeHtml renders HTML).
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
}

/**
 * A pathway name as the old data stored it ('Education &amp; Training', 'Counselor&#39;s'): its
 * character references decoded to text, for display as text (never as HTML). Unknown names and
 * out-of-range numbers stay as written.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const isHex = name[1] === 'x' || name[1] === 'X'
      const code = Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10)
      const isCharacter = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      return isCharacter ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The text of a piece of HTML: tags dropped, character references decoded, trimmed. */
export function htmlToText(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]*>/g, '')).trim()
}
