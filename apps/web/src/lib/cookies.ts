/** The value of one cookie from a `document.cookie` string, URI-decoded; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      // A value that is not valid URI encoding is used as it is rather than dropped.
      return raw
    }
  }
  return undefined
}
