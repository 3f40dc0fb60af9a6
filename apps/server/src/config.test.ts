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

  it('reads the map tile server: OpenStreetMap by default, off, or a template with {z}, {x} and {y}', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      origin: 'https://tile.openstreetmap.org',
      attribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILE_URL: 'off' }).mapTiles).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: 'http://{s}.tiles.local:8080/{z}/{x}/{y}.png' }).mapTiles?.origin).toBe(
      'http://*.tiles.local:8080',
    );
    for (const bad of ['https://tiles.example/{z}/{x}.png', 'ftp://x/{z}/{x}/{y}', 'javascript:{z}{x}{y}']) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL must be off or an http\(s\) URL/);
    }
  });

  it('reads the assistant: offline by default, a model with its base URL and name, a translation server', () => {
    expect(loadConfig({}).assistant).toEqual({
      model: null,
      translate: null,
      chatPerMinute: 20,
      translatePerMinute: 10,
    });
    const config = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
      TRANSLATE_URL: 'http://127.0.0.1:5000',
    });
    expect(config.assistant.model).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3',
      timeoutMs: 30_000,
    });
    expect(config.assistant.translate).toEqual({ url: 'http://127.0.0.1:5000', apiKey: undefined, timeoutMs: 30_000 });
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.example.com/v1' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => loadConfig({ AI_API_KEY: 'sk-x' })).toThrow(/AI_API_KEY needs AI_BASE_URL/);
    expect(() => loadConfig({ TRANSLATE_API_KEY: 'k' })).toThrow(/TRANSLATE_API_KEY needs TRANSLATE_URL/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL must be an absolute URL/,
    );
  });
});
