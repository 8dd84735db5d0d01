import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { DOCUMENT_FILE } from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { FileField, FilePicker } from './FileField'

const pdf = (name = 'transcript.pdf', size = 8) => new File(['x'.repeat(size)], name, { type: 'application/pdf' })
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('No file input')
  return input
}

/** The picker held by a form, as the membership and experience forms hold theirs. */
function FormHarness({ onSave, required = true }: { onSave: (file: unknown) => void; required?: boolean }) {
  const form = useForm<{ media: File | null }>({ defaultValues: { media: null } })
  return (
    <form onSubmit={form.handleSubmit((values) => onSave(values.media))} noValidate>
      <FileField control={form.control} name="media" label="Transcript" spec={DOCUMENT_FILE} required={required} />
      <button type="submit">Save</button>
    </form>
  )
}

describe('FilePicker', () => {
  it('says what the contract takes, and takes only that in the file dialog', () => {
    renderInApp(<FilePicker label="Transcript" spec={DOCUMENT_FILE} value={null} onChange={() => {}} required />)
    const picker = screen.getByRole('button', { name: 'Transcript' })
    expect(picker.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('A PDF, JPEG or PNG file (10 MB at most).')).toBeTruthy()
    expect(fileInput().accept).toBe('application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png')
  })

  it('names an optional field so, in words', () => {
    renderInApp(<FilePicker label="Supporting Documentation" spec={DOCUMENT_FILE} value={null} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Supporting Documentation (optional)' })).toBeTruthy()
  })

  it("refuses a file of another type or too large on the field, in the contract's words, and hands on none", async () => {
    const onChange = vi.fn()
    renderInApp(<FilePicker label="Transcript" spec={DOCUMENT_FILE} value={null} onChange={onChange} />)
    await userEvent.upload(fileInput(), new File(['x'], 'notes.docx', { type: 'application/msword' }), {
      applyAccept: false,
    })
    expect(await screen.findByText(DOCUMENT_FILE.messages.wrongType)).toBeTruthy()
    expect(onChange).toHaveBeenLastCalledWith(null)

    await userEvent.upload(fileInput(), pdf('big.pdf', DOCUMENT_FILE.maxBytes + 1))
    expect(await screen.findByText(DOCUMENT_FILE.messages.tooLarge)).toBeTruthy()
    expect(onChange).toHaveBeenLastCalledWith(null)

    // A good file clears the problem and is handed on.
    await userEvent.upload(fileInput(), pdf())
    expect(screen.queryByText(DOCUMENT_FILE.messages.tooLarge)).toBeNull()
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'transcript.pdf' }))
  })

  it('accepts a file the browser gave no type by its extension', async () => {
    const onChange = vi.fn()
    renderInApp(<FilePicker label="Transcript" spec={DOCUMENT_FILE} value={null} onChange={onChange} />)
    await userEvent.upload(fileInput(), new File(['x'], 'SCAN.JPG', { type: '' }))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'SCAN.JPG' }))
  })

  it('shows the chosen file, which a Remove button named after it takes away again (keyboard)', async () => {
    function Controlled() {
      const [file, setFile] = useState<File | null>(null)
      return <FilePicker label="Transcript" spec={DOCUMENT_FILE} value={file} onChange={setFile} />
    }
    renderInApp(<Controlled />)
    await userEvent.upload(fileInput(), pdf())
    expect(screen.getByRole('button', { name: /Transcript/ }).textContent).toContain('transcript.pdf')
    const remove = screen.getByRole('button', { name: 'Remove transcript.pdf' })
    remove.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Remove transcript.pdf' })).toBeNull()
    expect(screen.getByRole('button', { name: /Transcript/ }).textContent).not.toContain('transcript.pdf')
  })

  it('says it is sending while busy, and cannot be used then', () => {
    renderInApp(<FilePicker label="Transcript" spec={DOCUMENT_FILE} value={null} onChange={() => {}} busy />)
    expect(screen.getByText('Uploading...')).toBeTruthy()
    expect((screen.getByRole('button', { name: /Transcript/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('FileField', () => {
  it('holds the chosen file in the form, which sends it with its submit', async () => {
    const onSave = vi.fn()
    renderInApp(<FormHarness onSave={onSave} />)
    await userEvent.upload(fileInput(), pdf())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'transcript.pdf' }))
  })

  it('sends nothing for a refused file', async () => {
    const onSave = vi.fn()
    renderInApp(<FormHarness onSave={onSave} />)
    await userEvent.upload(fileInput(), new File(['x'], 'notes.gif', { type: 'image/gif' }), { applyAccept: false })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenCalledWith(null)
    expect(screen.getByText(DOCUMENT_FILE.messages.wrongType)).toBeTruthy()
  })
})
