import { Button, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { CANNED_MESSAGE_CATEGORIES, MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { FormAlert } from '../../../components/form/FormAlert'
import { useCannedMessages } from './admin-membership-api'
import { RejectFormSchema } from './decision-form'
import { useDecisionSubmit } from './use-decision-submit'

const CATEGORY = 'membership_rejection' satisfies (typeof CANNED_MESSAGE_CATEGORIES)[number]

/** 'Why was this request rejected?': canned messages and a message (at least one of them). */
export function RejectMembershipModal({
  request,
  onClose,
  onDecided,
}: {
  request: AdminMembershipRequest
  onClose: () => void
  onDecided: () => void
}) {
  const form = useForm({
    resolver: zodResolver(RejectFormSchema),
    defaultValues: { selectedMessages: [] as string[], message: '' },
  })
  const { formMessages, submit, isPending } = useDecisionSubmit(form, request.id, onDecided)
  const canned = useCannedMessages(CATEGORY)
  // Spec 3 §8: a canned-message list that fails to load is only logged; the free message still works.
  useEffect(() => {
    if (canned.isError) console.error('Could not load the membership rejection messages', canned.error)
  }, [canned.isError, canned.error])

  const onSubmit = form.handleSubmit(submit)

  return (
    <Modal opened onClose={onClose} title="Reject membership" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text>{M.rejectPrompt}</Text>
          <FormAlert messages={formMessages} />
          {canned.data && canned.data.length > 0 && (
            <Controller
              control={form.control}
              name="selectedMessages"
              render={({ field, fieldState }) => (
                <MultiSelect
                  label="Canned messages"
                  placeholder="Choose messages"
                  data={canned.data}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  searchable
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          <Textarea
            label="Message"
            autosize
            minRows={3}
            {...form.register('message')}
            error={form.formState.errors.message?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
