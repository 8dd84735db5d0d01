import { createServer, type AddressInfo } from 'node:net'

/** A TCP port that was free a moment ago (for servers whose URL must be known before listening). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
