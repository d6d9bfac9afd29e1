import { createServer, request } from 'node:http';

/**
 * The stand-in for the compose file's nginx when docker is not at hand: HTTP requests go round-robin
 * to the instances. (Sockets are not proxied: the bench's admin sockets connect to each instance.)
 */
export async function startRoundRobinProxy(targets) {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length]);
    const forward = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end('{"msg":"proxy: instance unreachable"}'));
    incoming.pipe(forward);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
