import { describe, expect, it } from 'vitest'
import { htmlToText } from '@portal/contracts'
import { layoutMail, staffMessage, type MailBodyBlock } from './layout'

const mail = (body: MailBodyBlock[], firstName: string | null = 'Dana') =>
  layoutMail({
    to: 'dana@example.test',
    subject: 'A subject',
    template: 't',
    appUrl: 'https://portal.test/',
    firstName,
    body,
  })

/** Every block kind, with values that need escaping. */
const EVERY_BLOCK: MailBodyBlock[] = [
  'A <b>paragraph</b> & "quotes"\non two lines',
  null,
  {
    paragraph: [
      { link: { label: 'Log in', path: '/login' } },
      ' or ',
      { link: { label: 'reset <it>', path: '/password/reset?email=a%40b&x=1' } },
      '.',
    ],
  },
  { paragraph: ['Small print'], muted: true },
  { list: ['First <entry>', 'Second'] },
  { rows: [['Paid by', 'Dana <dana@example.test>']] },
  {
    table: {
      columns: [{ label: 'Item' }, { label: 'Qty' }, { label: 'Price' }],
      rows: [
        { cells: ['Ticket <VIP>', '3', '$90.00'], details: ['Saturday'] },
        { cells: ['Membership', '', '$150.00'] },
      ],
      totals: [{ label: 'Total', value: '$240.00' }],
    },
  },
  { quote: 'Hello,\n\nA <script>message</script>' },
  staffMessage({ html: '<p>Canned <em>body</em></p>', text: 'Canned body' }),
  { link: { label: 'Your registration', path: '/certifications-and-training/registration/7' } },
  'The closing line.',
]

describe('layoutMail', () => {
  it('greets, lays the blocks out in order and signs, in text and in HTML', () => {
    const { text, html, subject, to, template } = mail(['One.', { link: { label: 'Go', path: '/x' } }, 'Closing.'])
    expect({ to, subject, template }).toEqual({ to: 'dana@example.test', subject: 'A subject', template: 't' })
    expect(text).toBe('Hello Dana,\n\nOne.\n\nGo: https://portal.test/x\n\nClosing.\n\nAFCPE Member Portal')
    expect(html).toBe(
      '<p>Hello Dana,</p>\n<p>One.</p>\n<p><a href="https://portal.test/x">Go</a></p>\n<p>Closing.</p>\n<p>AFCPE Member Portal</p>',
    )
  })

  it('says a plain hello without a first name', () => {
    expect(mail(['x'], null).text.startsWith('Hello,\n')).toBe(true)
    expect(mail(['x'], '  ').html.startsWith('<p>Hello,</p>')).toBe(true)
  })

  it('escapes every value in the HTML and keeps the text as written', () => {
    const { text, html } = mail(EVERY_BLOCK, 'Dana "D" <b>')
    expect(html).toContain('<p>Hello Dana &quot;D&quot; &lt;b&gt;,</p>')
    expect(html).toContain('A &lt;b&gt;paragraph&lt;/b&gt; &amp; &quot;quotes&quot;<br>on two lines')
    expect(html).toContain('<li>First &lt;entry&gt;</li>')
    expect(html).toContain('Dana &lt;dana@example.test&gt;')
    expect(html).toContain('Ticket &lt;VIP&gt;')
    expect(html).toContain('A &lt;script&gt;message&lt;/script&gt;')
    expect(html).toContain('>reset &lt;it&gt;</a>')
    expect(html).not.toMatch(/<(b|entry|VIP|script|it)>/)
    // The staff message is HTML already made safe: kept as it is.
    expect(html).toContain('<div><p>Canned <em>body</em></p></div>')
    expect(text).toContain('A <b>paragraph</b> & "quotes"\non two lines')
    expect(text).toContain('A <script>message</script>')
  })

  it('makes every link absolute under the portal address, and refuses one that leaves it', () => {
    const { text, html } = mail(EVERY_BLOCK)
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])
    expect(hrefs).toEqual([
      'https://portal.test/login',
      'https://portal.test/password/reset?email=a%40b&amp;x=1',
      'https://portal.test/certifications-and-training/registration/7',
    ])
    expect(text).toContain(
      'Log in <https://portal.test/login> or reset <it> <https://portal.test/password/reset?email=a%40b&x=1>.',
    )
    expect(text).toContain('Your registration: https://portal.test/certifications-and-training/registration/7')
    for (const path of ['https://elsewhere.test/x', '//elsewhere.test/x', 'relative'])
      expect(() => mail([{ link: { label: 'Go', path } }])).toThrow()
  })

  it('lays out a table as rows of text: the first cell, middle cells with their column, the last after a colon', () => {
    const { text, html } = mail(EVERY_BLOCK)
    expect(text).toContain('- Ticket <VIP> (Qty 3): $90.00\n    Saturday\n- Membership: $150.00\n\nTotal: $240.00')
    expect(html).toContain(
      '<th style="padding:6px 8px;border-bottom:1px solid #d1d1d1;vertical-align:top" align="right">Qty</th>',
    )
    expect(html).toContain('<strong>Total</strong>')
  })

  it('says the same in its text and HTML parts (links aside)', () => {
    const words = (value: string) => value.replace(/\s+/g, ' ').trim()
    // The text part's addresses, which the HTML holds in its links.
    const withoutUrls = (text: string) => text.replace(/ <https:[^>\s]*>/g, '').replace(/: https:\S*/g, '')
    const { text, html } = mail(
      EVERY_BLOCK.filter((block) => !(block && typeof block === 'object' && 'table' in block)),
    )
    // A row's label and value are two cells in HTML, 'Label: value' in text.
    expect(words(htmlToText(html.replaceAll('</td><td', ': </td><td')))).toBe(
      words(withoutUrls(text).replace(/^- /gm, '')),
    )

    // A table's text names the middle column beside its value ('(Qty 3)'): the same words, otherwise.
    const table = mail([EVERY_BLOCK.find((block) => block && typeof block === 'object' && 'table' in block) ?? null])
    const tableWords = (value: string) =>
      words(value.replace(/[-:()]/g, ' '))
        .split(' ')
        .sort()
    expect(tableWords(htmlToText(table.html?.replace(/<\/t[dh]>/g, ' ') ?? ''))).toEqual(
      tableWords(`${table.text} Item Price`),
    )
  })
})
