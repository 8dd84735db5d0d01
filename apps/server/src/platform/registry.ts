/**
 * Declarations that modules make for a shared mechanism (the review queues they decide, the kinds
 * of record their files belong to), gathered by app.ts once every module is wired: one per key,
 * and a key declared twice is a wiring mistake refused at start.
 */
export function declarationRegistry<Key, Declaration>(
  what: string,
  keyOf: (declaration: Declaration) => Key,
  declarations: readonly Declaration[],
): ReadonlyMap<Key, Declaration> {
  const registry = new Map<Key, Declaration>()
  for (const declaration of declarations) {
    const key = keyOf(declaration)
    if (registry.has(key)) throw new Error(`${what} ${String(key)} is declared twice`)
    registry.set(key, declaration)
  }
  return registry
}
