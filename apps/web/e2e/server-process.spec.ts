import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server as a user would; resolves with its exit code and everything it printed. */
function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-process-'));
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

test.describe('the server process', () => {
  test('refuses to start on a bad setting and names the variable', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT must be a whole number between 1 and 65535/);
    server.cleanup();
  });

  test('starts on an empty data folder, seeds it, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 15_000,
      })
      .toBe(200);
    const profile = await (await fetch(`http://127.0.0.1:${port}/api/site`)).json();
    expect(profile.data.name).toBeTruthy();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
    server.cleanup();
  });
});
