import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function readConfig(): Config {
  try {
    return loadConfig(process.env, { webDist: defaultWebDist });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
const config = readConfig();
// Libraries that read it (React, loaded with the page renderer) run as the configured environment:
// production unless NODE_ENV says otherwise, as the configuration defaults.
process.env.NODE_ENV = config.env;

/** Human-readable logs on a terminal when pino-pretty is installed; JSON lines otherwise. */
function prettyTransport(): Record<string, unknown> {
  if (!process.stdout.isTTY) return {};
  try {
    import.meta.resolve('pino-pretty');
    return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
  } catch {
    return {};
  }
}

const app = await buildApp(config, {
  logger: { level: config.logLevel, ...prettyTransport() },
  interactive: Boolean(process.stdout.isTTY),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`site ready on http://${shown}:${config.port} (${config.database.dialect} database)`);
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
