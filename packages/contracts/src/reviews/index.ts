export * from './decision'
