// The admin sockets of bench/push, in a process of their own so their work does not sit on the
// server's event loop. Connects N admins, then records when each order-notification arrives.
import { io } from 'socket.io-client';

const [url, token, count] = [process.argv[2], process.argv[3], Number(process.argv[4])];
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
/** event id -> arrival times, one per socket that got it */
const arrivals = new Map();

for (let start = 0; start < count; start += 50) {
  const batch = [];
  for (let i = start; i < Math.min(count, start + 50); i++) {
    const socket = io(`${url}/admin`, { path: '/socket.io/', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    socket.on('order-notification', (push) => {
      const at = now();
      const list = arrivals.get(push.id) ?? [];
      list.push(at);
      arrivals.set(push.id, list);
    });
    sockets.push(socket);
    batch.push(new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    }));
  }
  await Promise.all(batch);
}
process.send({ type: 'ready' });

process.on('message', (message) => {
  if (message.type === 'count') {
    let received = 0;
    for (const times of arrivals.values()) received += times.length;
    process.send({ type: 'count', received });
    return;
  }
  if (message.type !== 'report') return;
  for (const socket of sockets) socket.disconnect();
  // Exit only once the report has left: a large IPC message is written asynchronously.
  process.send({ type: 'arrivals', arrivals: [...arrivals] }, () => process.exit(0));
});
