import type { FastifyInstance } from 'fastify'
import type { CeusService } from './ceus.service'

/** CEUs: the member's individual CEUs and CEU card, completion codes, the staff lists and decisions. */
export function registerCeuRoutes(app: FastifyInstance, deps: { ceus: CeusService }) {
  void app
  void deps
}
