import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ProfilePromptMessages as M, shouldShowProfileUpdateModal } from '@portal/contracts'
import { useProfile, useUpdateProfile } from './profile-api'

/** Spec 1 §9 UI defaults. */
const MODAL_TRANSITION = { duration: 300 }
const OVERLAY_TRANSITION = { duration: 150 }

/**
 * The profile update prompt (spec 1 §2.6, §4). Mounted by the signed-in shell on the dashboard
 * route only: the dashboard is where a member lands after signing in, and a prompt there asks
 * once, without interrupting work on any other screen. Showing it records profileUpdateModalShown
 * with a silent update (no toast, not a profile review); the server sets the time.
 */
export function ProfileUpdateModal() {
  const { data: profile } = useProfile()
  const record = useUpdateProfile()
  const navigate = useNavigate()
  const [isOpen, setOpen] = useState(false)
  // Once decided, the prompt stays as it is: the recorded time would otherwise close it at once.
  const isDecided = useRef(false)
  const { mutate } = record

  useEffect(() => {
    if (!profile || isDecided.current) return
    isDecided.current = true
    if (!shouldShowProfileUpdateModal(profile, new Date())) return
    setOpen(true)
    mutate({ body: { profileUpdateModalShown: true }, silent: true })
  }, [profile, mutate])

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
