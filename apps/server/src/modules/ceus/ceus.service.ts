import type { Infrastructure } from '../../platform/infrastructure'

/** Continuing education: individual CEUs, completion codes, the CEU card, staff review. */
export type CeusDeps = Pick<Infrastructure, 'db' | 'clock'>

export function createCeusService(deps: CeusDeps) {
  void deps
  return {}
}

export type CeusService = ReturnType<typeof createCeusService>
