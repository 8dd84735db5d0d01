import type { FastifyInstance } from 'fastify'
import type { Products } from '../cart/products'
import { registrationProducts } from './registrations.products'

/**
 * Certification registrations, extensions, exams, training and CEUs: not built yet. Today this
 * module only sells their line items (registrations.products.ts); their routes, jobs and services
 * are wired here as they are built.
 */
export function registerRegistrationsModule(_app: FastifyInstance): {
  products: Products<keyof typeof registrationProducts>
} {
  return { products: registrationProducts }
}
