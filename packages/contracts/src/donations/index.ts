export * from './messages'
export * from './donation'
export * from './routes'
