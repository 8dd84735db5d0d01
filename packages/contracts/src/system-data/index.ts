export * from './kinds'
export * from './fields'
export * from './descriptors'
export * from './routes'
