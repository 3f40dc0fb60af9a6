// What the scripts that run the built site share (e2e, lighthouse): the repository root, the check that
// the site is built, and a free port to serve it on.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Exits with a message unless both the web app and the server are built. */
export function requireBuiltSite() {
  for (const file of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!fs.existsSync(path.join(root, file))) {
      console.error(`${file} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/** A TCP port free on 127.0.0.1 (the system picks it; the probe is closed before it is used). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
