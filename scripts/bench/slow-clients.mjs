#!/usr/bin/env node
// `npm run bench:slow-clients`: the half-body attack against the built server, on loopback only. Opens
// --clients connections (default 3000) that each send headers and part of a JSON body and then nothing,
// and prints the server's resident memory before, while they are held, and once the idle timeout has
// closed them, then how many the server still holds. Baseline in the same run: the server at rest.
// The server runs with IDLE_TIMEOUT_MS=2000 so the run is short; MAX_CONNECTIONS=--cap (default 2048).
import fs from 'node:fs';
import net from 'node:net';
import { arg, startBenchServer } from './common.mjs';

const clients = arg('clients', 3000);
const cap = arg('cap', 2048);
const idleMs = 2000;

const { server, port } = await startBenchServer('api-server.mjs', {
  // The contact form's own limit would answer (and close) all but 5 at once: lifted, so every client is held.
  env: {
    ...process.env,
    IDLE_TIMEOUT_MS: String(idleMs),
    MAX_CONNECTIONS: String(cap),
    CONTACT_RATE_LIMIT_MAX: '100000',
  },
});
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await sleep(500);
const atRest = rssMb();
let open = 0;
let closedByServer = 0;
const sockets = [];
for (let i = 0; i < clients; i++) {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('connect', () => {
    open++;
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"',
    );
  });
  socket.on('close', () => {
    closedByServer++;
  });
  socket.on('error', () => undefined);
  // Read what the server sends (a 429, the close), as a real client's socket would.
  socket.resume();
  sockets.push(socket);
  if (i % 200 === 199) await sleep(20);
}
await sleep(500);
const held = rssMb();
const heldOpen = clients - closedByServer;
// Wait until the server has closed every connection, or for 10 idle timeouts at most.
for (let waited = 0; clients - closedByServer > 0 && waited < idleMs * 10; waited += 250) await sleep(250);
const after = rssMb();
const stillOpen = clients - closedByServer;
for (const socket of sockets) socket.destroy();
server.kill('SIGTERM');

console.log(`half-body clients: ${clients} (connected ${open}), server cap ${cap}, idle timeout ${idleMs} ms`);
console.log(`server RSS at rest            ${atRest.toFixed(0).padStart(5)} MB`);
console.log(
  `server RSS while held         ${held.toFixed(0).padStart(5)} MB   (+${(held - atRest).toFixed(0)} MB, ${heldOpen} connections open)`,
);
console.log(`server RSS after idle timeout ${after.toFixed(0).padStart(5)} MB   (${stillOpen} connections still open)`);
process.exit(stillOpen === 0 ? 0 : 1);
