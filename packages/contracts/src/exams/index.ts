export * from './pricing'
