import { Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useParams } from 'react-router'
import { formatDate, NOTE_MAX, NoteBody, UserProfileMessages as M, type UserNote } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextareaField } from '../../components/form/TextareaField'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { routeId } from '../../lib/route-params'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { useSaveNote, useUserNotes } from './users-api'

/**
 * /admin/users/:userId/notes (spec 3 §2 "Notes: add or update; each shows author first and last
 * name and date"): staff's notes on the person, newest first.
 */
export function UserNotesTab() {
  const { userId } = useParams()
  const id = routeId(userId)
  const notes = useUserNotes(id)
  const [editing, setEditing] = useState<UserNote | null>(null)
  return (
    <Stack gap="md">
      <Title order={2}>Notes</Title>
      <Paper withBorder radius="md" p="lg">
        <NoteForm userId={id} note={null} />
      </Paper>
      {notes.isPending && <PageLoader label="Loading the notes..." />}
      {notes.isError && !notes.data && <LoadError title="The notes could not be loaded" query={notes} />}
      {notes.data &&
        (notes.data.notes.length === 0 ? (
          <Text>{M.noNotes}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {notes.data.notes.map((note) => (
              <Paper key={note.id} component="li" withBorder radius="md" p="md">
                <Stack gap="xs">
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.note}</Text>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" c="dimmed">
                      {authorOf(note)}, {formatDate(note.createdAt)}
                      {note.updatedAt !== note.createdAt && ` (edited ${formatDate(note.updatedAt)})`}
                    </Text>
                    <Button size="compact-sm" variant="light" onClick={() => setEditing(note)}>
                      Edit<VisuallyHidden>{` note of ${formatDate(note.createdAt)}`}</VisuallyHidden>
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        ))}
      {editing && (
        <Modal opened onClose={() => setEditing(null)} title="Edit Note" closeButtonProps={{ 'aria-label': 'Close' }}>
          <NoteForm userId={id} note={editing} onDone={() => setEditing(null)} />
        </Modal>
      )}
    </Stack>
  )
}

const authorOf = (note: UserNote) =>
  note.author ? `${note.author.firstName} ${note.author.lastName}` : 'A former staff member'

/** Adds a note (`note` null: the form empties after saving) or changes one. */
function NoteForm({ userId, note, onDone }: { userId: number; note: UserNote | null; onDone?: () => void }) {
  const save = useSaveNote(userId)
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: NoteBody,
    defaultValues: { note: note?.note ?? '' },
    submit: (body) => save.mutateAsync({ noteId: note?.id ?? null, body }),
    onSuccess: (_notes, noteForm) => {
      toastSuccess(M.noteSaved)
      if (note === null) noteForm.reset({ note: '' })
      onDone?.()
    },
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-label={note ? 'Edit note' : 'Add a note'}>
      <Stack gap="sm">
        <FormAlert messages={formMessages} />
        <TextareaField
          control={form.control}
          name="note"
          label={note ? 'Note' : 'New note'}
          maxLength={NOTE_MAX}
          minRows={3}
          data-autofocus={note ? true : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {note ? 'Save Note' : 'Add Note'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
