// A small HTTP proxy for the scale-out bench, in a process of its own: each request goes to the
// next upstream in turn (round robin), over kept-alive connections, and the answer names the
// upstream that gave it (X-Upstream: its index), so that the bench can see every instance answer.
// It stands in for the load balancer in front of a deployment's instances.
//
//   UPSTREAMS=3001,3002,3003 PORT=3000 node --import tsx bench/round-robin-proxy.ts
import { Agent, createServer, request as forward } from 'node:http';

const upstreams = (process.env.UPSTREAMS ?? '').split(',').filter(Boolean).map(Number);
if (upstreams.length === 0) throw new Error('UPSTREAMS names no port');
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = createServer((incoming, outgoing) => {
  const index = next++ % upstreams.length;
  const proxied = forward({
    host: '127.0.0.1', port: upstreams[index], method: incoming.method, path: incoming.url, headers: incoming.headers, agent,
  }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
    answer.pipe(outgoing);
  });
  proxied.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
    outgoing.end('{"statusCode":502,"message":"Bad Gateway","error":"Bad Gateway"}');
  });
  incoming.pipe(proxied);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
