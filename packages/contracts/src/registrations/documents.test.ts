import { describe, expect, it } from 'vitest'
import { isDocumentationOptional, requiredDocuments } from './schemas'

describe('requiredDocuments (spec 2 §5)', () => {
  it('asks for the pathway’s uploads', () => {
    expect(requiredDocuments('education')).toEqual(['transcript'])
    expect(requiredDocuments('university')).toEqual(['transcript'])
    expect(requiredDocuments('independent_trainer')).toEqual(['transcript', 'proof_of_completion'])
    expect(requiredDocuments('designation')).toEqual(['designation_documentation'])
    expect(requiredDocuments('military_spouse')).toEqual([])
  })
})

describe('isDocumentationOptional (decision 0020)', () => {
  it('titles the step optional exactly where the pathway requires no document', () => {
    expect(isDocumentationOptional('education')).toBe(false)
    expect(isDocumentationOptional('university')).toBe(false)
    expect(isDocumentationOptional('independent_trainer')).toBe(false)
    expect(isDocumentationOptional('designation')).toBe(false)
    expect(isDocumentationOptional('military_spouse')).toBe(true)
    expect(isDocumentationOptional(null)).toBe(true)
  })
})
