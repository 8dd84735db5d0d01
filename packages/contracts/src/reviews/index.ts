export * from './decision'
export * from './queues'
