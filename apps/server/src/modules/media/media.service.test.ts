import { describe, expect, it } from 'vitest'
import { mediaRepo, type MediaRow } from './media.repo'
import { mediaOwnerRegistry, type MediaOwnerDeclaration } from './media.service'

const row = (owner: Partial<MediaRow>): MediaRow => ({
  id: 1,
  userId: 1,
  type: 'other',
  storageKey: 'k',
  fileName: 'f.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 1,
  registrationId: null,
  experienceId: null,
  groupCeuId: null,
  individualCeuId: null,
  membershipRequestId: null,
  createdAt: new Date(0),
  ...owner,
})

const declaration = (kind: MediaOwnerDeclaration['kind']): MediaOwnerDeclaration => ({
  kind,
  authorizeRead: () => Promise.resolve(),
})

describe('a file and the record it is attached to', () => {
  it('names the record from the one column set', () => {
    expect(mediaRepo.ownerOf(row({ registrationId: 7 }))).toEqual({ kind: 'registration', id: 7 })
    expect(mediaRepo.ownerOf(row({ experienceId: 3 }))).toEqual({ kind: 'experience', id: 3 })
    expect(mediaRepo.ownerOf(row({ membershipRequestId: 4 }))).toEqual({ kind: 'membershipRequest', id: 4 })
    expect(mediaRepo.ownerOf(row({ individualCeuId: 5 }))).toEqual({ kind: 'individualCeu', id: 5 })
    expect(mediaRepo.ownerOf(row({}))).toBeNull()
  })

  it('refuses a kind of record declared twice', () => {
    expect(() => mediaOwnerRegistry(declaration('registration'), declaration('registration'))).toThrow(
      'media owner registration is declared twice',
    )
    expect([...mediaOwnerRegistry(declaration('registration'), declaration('experience')).keys()]).toEqual([
      'registration',
      'experience',
    ])
  })
})
