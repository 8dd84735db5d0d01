/** The profile update prompt's dialog, in a chunk of its own (see ProfileUpdateModal). */
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ProfilePromptMessages as M } from '@portal/contracts'

/** Spec 1 §9 UI defaults. */
const MODAL_TRANSITION = { duration: 300 }
const OVERLAY_TRANSITION = { duration: 150 }

export function ProfileUpdateDialog() {
  const navigate = useNavigate()
  const [isOpen, setOpen] = useState(false)
  // Mounted closed and then opened, the dialog comes in with its transition.
  useEffect(() => setOpen(true), [])

  const review = () => {
    setOpen(false)
    void navigate('/edit-profile')
  }

  return (
    <Modal
      opened={isOpen}
      onClose={() => setOpen(false)}
      title={M.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={MODAL_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
    >
      <Stack gap="md">
        <Text>{M.body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {M.notNow}
          </Button>
          <Button onClick={review}>{M.review}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
