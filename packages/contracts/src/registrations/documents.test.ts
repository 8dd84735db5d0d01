import { describe, expect, it } from 'vitest'
import { requiredDocuments } from './schemas'

describe('requiredDocuments (spec 2 §5)', () => {
  it('asks for the pathway’s uploads', () => {
    expect(requiredDocuments('education')).toEqual(['transcript'])
    expect(requiredDocuments('university')).toEqual(['transcript'])
    expect(requiredDocuments('independent_trainer')).toEqual(['transcript', 'proof_of_completion'])
    expect(requiredDocuments('designation')).toEqual(['designation_documentation'])
    expect(requiredDocuments('military_spouse')).toEqual([])
  })
})
