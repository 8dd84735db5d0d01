import { describe, expect, it } from 'vitest'
import { storableFileName } from './multipart'

const RLO = String.fromCharCode(0x202e)
const NUL = String.fromCharCode(0)

describe('storableFileName', () => {
  it('names the file with the extension of the type its bytes were recognised as', () => {
    expect(storableFileName('page.html', 'application/pdf')).toBe('page.pdf')
    expect(storableFileName('scan.PDF', 'application/pdf')).toBe('scan.pdf')
    expect(storableFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpg')
    expect(storableFileName('report.final.png', 'application/pdf')).toBe('report.final.pdf')
    expect(storableFileName('transcript', 'application/pdf')).toBe('transcript.pdf')
  })

  it('strips text-direction controls, so the name shows as what it is', () => {
    expect(storableFileName(`invoice${RLO}fdp.exe`, 'application/pdf')).toBe('invoicefdp.pdf')
    expect(storableFileName(`\u2066cv\u2069.pdf`, 'application/pdf')).toBe('cv.pdf')
  })

  it('keeps the last part of a path, replaces control characters and keeps any script', () => {
    expect(storableFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf')
    expect(storableFileName('C:\\Users\\me\\cv.pdf', 'application/pdf')).toBe('cv.pdf')
    expect(storableFileName(`a${NUL}b\n.pdf`, 'application/pdf')).toBe('a_b_.pdf')
    expect(storableFileName('Relevé de notes – Émilie.pdf', 'application/pdf')).toBe('Relevé de notes – Émilie.pdf')
  })

  it('is empty when nothing of the name is left, and 255 characters at most', () => {
    for (const name of [undefined, '', '.pdf', `${RLO}.html`, 'dir/']) {
      expect(storableFileName(name, 'application/pdf'), JSON.stringify(name)).toBe('')
    }
    const long = storableFileName(`${'x'.repeat(400)}.html`, 'image/webp')
    expect(long).toHaveLength(255)
    expect(long.endsWith('x.webp')).toBe(true)
  })
})
