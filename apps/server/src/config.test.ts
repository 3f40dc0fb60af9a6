import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3000, SQLite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data/site.db') });
    expect(config.rateLimit.max).toBeGreaterThan(0);
    expect(config.seedDemo).toBe(true);
  });

  it('names the variable of every bad setting', () => {
    try {
      loadConfig({ PORT: 'eighty', TRUST_PROXY: 'maybe', DATABASE_URL: 'oracle://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT must be a whole number between 1 and 65535/);
      expect(message).toMatch(/TRUST_PROXY must be true or false/);
      expect(message).toMatch(/DATABASE_URL must be a postgres:\/\/, mysql:\/\/ or sqlite:<file> URL/);
    }
  });

  it('rejects out-of-range numbers', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ BODY_LIMIT: '10' })).toThrow(/BODY_LIMIT/);
  });

  it('reads each database kind from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).database.dialect).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'mysql://u:p@localhost/db' }).database.dialect).toBe('mysql');
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).database).toEqual({ dialect: 'sqlite', file: '/tmp/x.db' });
  });

  it('treats empty variables as unset and trims the public URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://example.com/' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://example.com');
  });
});
