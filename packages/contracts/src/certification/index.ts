export * from './messages'
export * from './schemas'
export * from './candidate'
export * from './routes'
