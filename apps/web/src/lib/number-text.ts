/** A number typed as text in a staff form (the registration review's edits, exam attempts, validations). */
const NUMBER = /^-?\d+(\.\d+)?$/

/** '' → undefined (the contract then says 'Required'); not a number → NaN (refused). */
export const numberOf = (text: string) => {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN
}
