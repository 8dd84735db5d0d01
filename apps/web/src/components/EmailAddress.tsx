import { Fragment } from 'react'

/**
 * An e-mail address that wraps where a reader expects it to (issue 25, item 15): after the "@" and
 * before each dot, never in the middle of a name ("dana.whitfi|eld@…"). The break points are
 * <wbr>, so copying the address copies it whole. A part still wider than its box (a very long
 * name) is left to the box's own `overflow-wrap`.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
