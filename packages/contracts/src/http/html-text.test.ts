import { describe, expect, it } from 'vitest'
import { decodeHtmlEntities, htmlToText } from './html-text'

describe('decodeHtmlEntities (a stored name such as a pathway)', () => {
  it('decodes named and numeric character references', () => {
    expect(decodeHtmlEntities('Education &amp; Training')).toBe('Education & Training')
    expect(decodeHtmlEntities('Counselor&#39;s path')).toBe("Counselor's path")
    expect(decodeHtmlEntities('&quot;Military&quot; &lt;Spouse&gt;')).toBe('"Military" <Spouse>')
    expect(decodeHtmlEntities('Caf&#xE9; &#x2013; &ndash;&nbsp;x')).toBe('Café – –\u00a0x')
  })

  it('decodes once, and leaves what is not a reference as written', () => {
    expect(decodeHtmlEntities('&amp;amp;')).toBe('&amp;')
    expect(decodeHtmlEntities('A & B')).toBe('A & B')
    expect(decodeHtmlEntities('&unknown; &#0; &#xD800; &#99999999;')).toBe('&unknown; &#0; &#xD800; &#99999999;')
    expect(decodeHtmlEntities('')).toBe('')
  })
})

describe('htmlToText', () => {
  it('drops the tags and decodes the references of a staff message', () => {
    expect(htmlToText('<p>Self-Study &amp; <em>Review</em></p> ')).toBe('Self-Study & Review')
  })
})

describe('htmlToText (a staff decision read as text)', () => {
  it('keeps paragraphs and line breaks as lines, at most one blank line apart', () => {
    expect(htmlToText('<p>Please send a transcript.</p>\n<p>Thank&nbsp;you,<br>Staff</p>')).toBe(
      'Please send a transcript.\n\nThank you,\nStaff',
    )
    expect(htmlToText('<div>One</div><div>Two</div>')).toBe('One\nTwo')
    expect(htmlToText('<p>A</p>\n\n\n\n<p>B</p>')).toBe('A\n\nB')
  })
})
