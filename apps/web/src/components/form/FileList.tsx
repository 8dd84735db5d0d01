import { Anchor, Button, Group, List, VisuallyHidden } from '@mantine/core'

/** A stored file as a record's screen lists it (the server's fileLink). */
export interface ListedFile {
  id: number
  fileName: string
  url: string
}

/**
 * The files attached to a record, each a download link, with a Delete button when the reader may
 * remove it (the caller confirms with DeleteFileModal). Named by `aria-label` or by the heading
 * `labelledBy` points at.
 */
export function FileList<F extends ListedFile>({
  files,
  onDelete,
  label,
  labelledBy,
}: {
  files: readonly F[]
  onDelete?: (file: F) => void
  label?: string
  labelledBy?: string
}) {
  return (
    <List aria-label={label} aria-labelledby={labelledBy} spacing={4} listStyleType="none" pl={0}>
      {files.map((file) => (
        <List.Item key={file.id}>
          <Group gap="sm" wrap="nowrap">
            <Anchor href={file.url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
              {file.fileName}
            </Anchor>
            {onDelete && (
              <Button size="compact-sm" variant="default" onClick={() => onDelete(file)}>
                Delete
                <VisuallyHidden>{` ${file.fileName}`}</VisuallyHidden>
              </Button>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  )
}
