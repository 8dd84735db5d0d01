import { Alert, List } from '@mantine/core'
import type { ReactNode } from 'react'

/** Form-level problems (those that belong to no field), read out as soon as they appear. */
export function FormAlert({ messages, children }: { messages: readonly string[]; children?: ReactNode }) {
  if (messages.length === 0) return null
  return (
    <Alert color="red" role="alert" title="We could not complete your request">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
      {children}
    </Alert>
  )
}
