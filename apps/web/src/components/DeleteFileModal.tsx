import { ConfirmModal } from './ConfirmModal'

/** Asks before deleting an uploaded file; a failure is said inside (the spec's 'Could not delete file.'). */
export function DeleteFileModal({
  file,
  failureMessage,
  onConfirm,
  onClose,
}: {
  file: { fileName: string }
  failureMessage: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
}) {
  return (
    <ConfirmModal
      title="Delete file"
      message={`Delete the file “${file.fileName}”?`}
      confirmLabel="Delete"
      confirmColor="red.9"
      failureMessage={failureMessage}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
