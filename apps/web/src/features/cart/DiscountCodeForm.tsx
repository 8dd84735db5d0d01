import { Button, Group, Text, TextInput } from '@mantine/core'
import { CartMessages } from '@portal/contracts'
import { useState, type FormEvent } from 'react'
import { toastSuccess } from '../../lib/toast'
import { useApplyDiscount } from './cart-api'
import { serverMessageFor } from './cart-rules'

/** The discount code field: Apply is disabled while the code is empty or blank (spec 1 §5). */
export function DiscountCodeForm({ appliedCode }: { appliedCode: string | null }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const applyDiscount = useApplyDiscount()
  const isBlank = code.trim() === ''

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isBlank) return
    setError(null)
    applyDiscount.mutate(code.trim(), {
      onSuccess: () => {
        toastSuccess(CartMessages.appliedDiscount)
        setCode('')
      },
      onError: (failure) => setError(serverMessageFor(failure, 'code')),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Discount code">
      <TextInput
        label="Discount code"
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value)
          setError(null)
        }}
        error={error}
        autoComplete="off"
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" variant="outline" disabled={isBlank} loading={applyDiscount.isPending}>
              Apply
            </Button>
          </Group>
        )}
      />
      {appliedCode && (
        <Text size="sm" mt="xs">
          Code <strong>{appliedCode}</strong> is applied.
        </Text>
      )}
    </form>
  )
}
