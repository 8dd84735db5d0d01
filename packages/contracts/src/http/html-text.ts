/**
 * Text out of stored HTML, without a DOM (so it runs on the server, in the browser and in node
 * tests): a staff-written message (canned bodies and the reviewer's own text) read as plain text
 * for a notification, an e-mail's text part or a screen that shows text, and a name the old data
 * stored with character references ('Education &amp; Training', 'Counselor&#39;s'). For display
 * as text, never as HTML (the web's SafeHtml renders HTML).
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
 * Character references decoded to text ('Education &amp; Training' -> 'Education & Training').
 * Unknown names and out-of-range numbers stay as written.
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

/**
 * The text of a piece of HTML: a line break, paragraph or block's end becomes a new line, other
 * tags are dropped, character references decoded (a non-breaking space as a space), no more than
 * one blank line in a row, trimmed.
 */
export function htmlToText(html: string): string {
  return decodeHtmlEntities(html.replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replaceAll('\u00a0', ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
