import { describe, expect, it } from 'vitest'
import { browserContract } from './browser-contracts'

const ID = '/repo/packages/contracts/src/sample/routes.ts'

describe('the contracts as the browser gets them', () => {
  it('keeps only the method and path of each route contract', () => {
    const code = [
      "import { Dashboard } from './schemas'",
      'export const sampleRoutes = {',
      '  get: defineRoute({',
      "    method: 'GET',",
      "    path: '/api/sample/:id',",
      "    summary: 'One sample.',",
      '    params: z.object({ id: z.string() }),',
      '    response: Dashboard,',
      '  }),',
      '}',
    ].join('\n')
    const out = browserContract(code, ID)?.code ?? ''
    expect(out).toContain("defineRoute({ method: 'GET', path: '/api/sample/:id' })")
    expect(out).not.toMatch(/summary|params|response|Dashboard,/)
  })

  it('refuses a route contract it cannot read', () => {
    const spread = "export const r = { a: defineRoute({ ...base, method: 'GET', path: '/api/a' }) }"
    expect(() => browserContract(spread, ID)).toThrow(/name each member plainly/)
    const noPath = "export const r = { a: defineRoute({ method: 'GET' }) }"
    expect(() => browserContract(noPath, ID)).toThrow(/must give its method and path/)
  })

  it('marks the calls of top-level declarations pure, not those run later or for their effect', () => {
    const code = [
      'export const Name = z.string().check(z.maxLength(80))',
      'const Row = z.object({ name: Name, tags: z.array(z.string()) })',
      'export const label = (row) => format(row)',
      'z.config(en())',
      'let counter = next()',
    ].join('\n')
    const out = browserContract(code, ID)?.code ?? ''
    expect(out).toContain(
      'export const Name = /* @__PURE__ */ /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(80))',
    )
    expect(out).toContain(
      'const Row = /* @__PURE__ */ z.object({ name: Name, tags: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()) })',
    )
    expect(out).toContain('export const label = (row) => format(row)')
    expect(out).toContain('\nz.config(en())')
    expect(out).toContain('let counter = next()')
  })

  it('leaves a module without declarations or routes alone', () => {
    expect(browserContract('export type A = string\nexport function f() { return g() }', ID)).toBeNull()
  })
})
