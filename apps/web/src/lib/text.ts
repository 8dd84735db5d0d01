/**
 * What a text field sends: the text without its surrounding blanks, or null when nothing but
 * blanks was typed (an optional message, a cleared date). One rule for every form that turns a
 * typed value into a contract's nullable field.
 */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}
