/**
 * The Code of Ethics (spec 2 §2.2 Ethics, §5 'Code of ethics'): who signed it and when, or the
 * dialog that signs it with a typed name and today's date (US Eastern).
 */
import { Button, Text } from '@mantine/core'
import {
  CandidateMessages as M,
  easternDay,
  formatDate,
  SignCodeOfEthicsBody,
  type CandidateView,
} from '@portal/contracts'
import { useState } from 'react'
import { ConfirmModal } from '../../components/ConfirmModal'
import { TextField } from '../../components/form/FormFields'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { useSignCodeOfEthics } from './candidate-api'
import { DashboardSection } from '../../components/DashboardSection'

export function CodeOfEthicsSection({ candidate }: { candidate: CandidateView }) {
  const { codeOfEthics } = candidate
  const [signing, setSigning] = useState(false)
  return (
    <DashboardSection title={M.codeOfEthics}>
      {codeOfEthics.isSigned ? (
        <Text size="sm">{M.ethicsSignedOn(codeOfEthics.signature ?? '', formatDate(codeOfEthics.signedOn))}</Text>
      ) : (
        <div>
          <Button onClick={() => setSigning(true)}>{M.signCodeOfEthics}</Button>
        </div>
      )}
      {signing && <SignCodeOfEthicsModal registrationId={candidate.registrationId} onClose={() => setSigning(false)} />}
    </DashboardSection>
  )
}

/** The answer is the new dashboard, which replaces the one shown (and this section then says who signed). */
function SignCodeOfEthicsModal({ registrationId, onClose }: { registrationId: number; onClose: () => void }) {
  const sign = useSignCodeOfEthics(registrationId)
  const signForm = useServerForm({
    schema: SignCodeOfEthicsBody,
    defaultValues: { signature: '', date: easternDay() },
    submit: (body) => sign.mutateAsync(body),
    onSuccess: () => {
      toastSuccess(M.ethicsSignedToast)
      onClose()
    },
  })
  const { control } = signForm.form
  return (
    <ConfirmModal
      title={M.signCodeOfEthics}
      message={M.ethicsIntro}
      confirmLabel={M.sign}
      onClose={onClose}
      form={signForm}
    >
      <TextField control={control} name="signature" label={M.signature} autoComplete="name" required data-autofocus />
      <TextField control={control} name="date" label={M.signatureDate} type="date" readOnly />
    </ConfirmModal>
  )
}
