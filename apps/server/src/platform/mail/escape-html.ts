const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Makes a value safe inside HTML text and quoted attributes of a mail body. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c)
