// @ts-check
/**
 * `portal/job-declarations`: a job is declared once, in its module's `*.jobs.ts` (decision 0003,
 * "Typed jobs"), and registered by a wiring function.
 *
 * In a server file (the queue's own code and tests aside), it reports
 * - `defineJob(...)` and `defineSchedule(...)` outside a `*.jobs.ts` file, and
 * - `queue.register(...)` and `queue.schedule(...)` (the queue as a variable or a property, as in
 *   `deps.queue.register`) outside a module's wiring file (`*.module.ts`) and `app.ts`.
 */

const JOBS_FILE = /\.jobs\.ts$/
const WIRING_FILE = /(\.module\.ts|\/apps\/server\/src\/app\.ts)$/
const DEFINE = new Set(['defineJob', 'defineSchedule'])
const REGISTER = new Set(['register', 'schedule'])

/** @param {import('estree').Node} node */
const isQueue = (node) =>
  (node.type === 'Identifier' && node.name === 'queue') ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'queue')

/** @type {import('eslint').Rule.RuleModule} */
export const jobDeclarations = {
  meta: {
    type: 'problem',
    docs: { description: "A job is declared in its module's *.jobs.ts and registered by its wiring function." },
    schema: [],
    messages: {
      declared:
        "Declare a job or schedule in its module's *.jobs.ts (the platform's: platform/**/*.jobs.ts), then register it in the module's wiring function.",
      registered:
        "Register a job or schedule in the module's wiring function (<module>.module.ts; the platform's in app.ts).",
    },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/')
    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type === 'Identifier' && DEFINE.has(callee.name) && !JOBS_FILE.test(file)) {
          context.report({ node, messageId: 'declared' })
        }
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          REGISTER.has(callee.property.name) &&
          isQueue(callee.object) &&
          !WIRING_FILE.test(file)
        ) {
          context.report({ node, messageId: 'registered' })
        }
      },
    }
  },
}
