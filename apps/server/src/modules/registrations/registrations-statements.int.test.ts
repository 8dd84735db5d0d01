import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness'
import { save, start, upload } from '../../../test/registration-fixtures'
import { statementsDuring } from '../../../test/statements'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/**
 * A saved wizard step loads the registration's context (the row, its catalogue, the buyer, its
 * lines) once and passes it along (conventions: "Load once per request"); its catalogue is
 * system data, read once while unchanged (the earlier steps read it here). 53 statements before.
 */
describe('a saved wizard step', () => {
  it('runs at most 20 statements', async () => {
    const { client } = await signedIn(t)
    const detail = await start(t, client)
    const id = detail.registration.id
    const education = detail.options.pathways.find((pathway) => pathway.key === 'education')
    if (!education) throw new Error('no education pathway')
    expect((await save(client, id, { step: 'pathway', pathwayTypeId: education.id })).statusCode).toBe(200)
    await upload(client, id, 'transcript')
    expect((await save(client, id, { step: 'documentation' })).statusCode).toBe(200)
    const materials = detail.options.courseMaterials.filter((m) => m.pathwayTypeIds.includes(education.id))

    let statusCode = 0
    const statements = await statementsDuring(t.database.pool, async () => {
      statusCode = (
        await save(client, id, {
          step: 'course_materials',
          courseMaterialIds: materials.map((m) => m.id),
          noCourseMaterials: false,
        })
      ).statusCode
    })
    expect(statusCode).toBe(200)
    expect(statements.length).toBeLessThanOrEqual(20)
  })
})
