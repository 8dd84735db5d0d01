import { MultiSelect, Text, Textarea } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { CANNED_MESSAGE_CATEGORIES, MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { useCannedMessages } from '../../../lib/canned-messages'
import { RejectFormSchema } from './decision-form'
import { useDecisionForm } from './use-decision-form'

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
  const decision = useDecisionForm(RejectFormSchema, { selectedMessages: [], message: '' }, request.id, onDecided)
  const { form } = decision
  const canned = useCannedMessages(CATEGORY)

  return (
    <ConfirmModal
      title="Reject membership"
      message={<Text>{M.rejectPrompt}</Text>}
      confirmLabel="Reject"
      confirmColor="red"
      onClose={onClose}
      form={decision}
    >
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
    </ConfirmModal>
  )
}
