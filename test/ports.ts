// Loopback ports for tests: one free now (a server to start on it later, or an address nothing
// answers at). Taken and released at once, so another process could take it meanwhile; on
// 127.0.0.1 within one test run that does not happen in practice.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
