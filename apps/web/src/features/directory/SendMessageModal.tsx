import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { DIRECTORY_MESSAGE_MAX_LENGTH, DirectoryMessageBody, DirectoryMessages as M } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { TextareaField } from '../../components/form/TextareaField'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { useSendDirectoryMessage } from './directory-api'

/**
 * The send-a-message dialog: the message is relayed by e-mail, so neither person's address is
 * shown to the other. Field errors go on the message; anything else (a limit reached) above it.
 */
export function SendMessageModal({
  recipient,
  onClose,
}: {
  recipient: { id: number; firstName: string; name: string }
  onClose: () => void
}) {
  const send = useSendDirectoryMessage(recipient.id)
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: DirectoryMessageBody,
    defaultValues: { message: '' },
    submit: (body) => send.mutateAsync(body),
    onSuccess: () => {
      toastSuccess(M.messageSent)
      onClose()
    },
  })

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Send a message to ${recipient.name}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {recipient.firstName} receives your name and your message by email. Neither of your email addresses is shown
            to the other; if you would like an answer by email, write your address in the message.
          </Text>
          <FormAlert messages={formMessages} />
          <TextareaField
            control={form.control}
            name="message"
            label="Message"
            maxLength={DIRECTORY_MESSAGE_MAX_LENGTH}
            required
            withAsterisk={false}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Send message
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
