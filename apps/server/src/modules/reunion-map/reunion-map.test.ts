import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reunionMapResponseSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { probeTileUrl, tileProbe } from './tile-probe.js';

/** A 1×1 PNG: what a tile server answers, as far as the check is concerned. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A fake tile server on loopback: counts the tiles asked for, answers as `mode` says. */
function fakeTileServer() {
  const state = { mode: 'ok' as 'ok' | 'error' | 'html' | 'slow', asked: [] as string[] };
  const server = http.createServer((req, res) => {
    state.asked.push(req.url ?? '');
    if (state.mode === 'slow') return setTimeout(() => res.end(PNG), 1500);
    if (state.mode === 'error') return res.writeHead(503).end();
    if (state.mode === 'html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>captive portal</p>');
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  return { server, state };
}

describe('the map tile check', () => {
  const { server, state } = fakeTileServer();
  let template = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for the zoom-5 tile over Vietnam', () => {
    expect(probeTileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png')).toBe('https://a.tile.example/5/25/14.png');
  });

  it('says yes only for an image, and keeps each answer for its time', async () => {
    let clock = 0;
    const probe = tileProbe(template, { keepMs: { up: 1000, down: 100 }, now: () => clock });
    state.mode = 'ok';
    state.asked = [];
    expect(await probe()).toBe(true);
    expect(await probe()).toBe(true);
    expect(state.asked).toEqual(['/5/25/14.png']);
    state.mode = 'html';
    clock = 1001;
    expect(await probe()).toBe(false);
    state.mode = 'error';
    clock = 1050;
    expect(await probe()).toBe(false);
    expect(state.asked).toHaveLength(2);
    clock = 1200;
    expect(await probe()).toBe(false);
    expect(state.asked).toHaveLength(3);
  });

  it('gives up on a server that is too slow or not there', async () => {
    state.mode = 'slow';
    expect(await tileProbe(template, { timeoutMs: 200 })()).toBe(false);
    expect(await tileProbe('http://127.0.0.1:9/{z}/{x}/{y}.png', { timeoutMs: 500 })()).toBe(false);
  });

  it('shares one check among the pages that ask while it runs', async () => {
    state.mode = 'ok';
    state.asked = [];
    const probe = tileProbe(template);
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(state.asked).toHaveLength(1);
  });
});

describe('GET /api/reunion/map', () => {
  const { server, state } = fakeTileServer();
  let withTiles: TestApp;
  let without: TestApp;
  let template = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tiles/{z}/{x}/{y}.png`;
    withTiles = await createTestApp({ MAP_TILE_URL: template, MAP_TILE_ATTRIBUTION: '© Test tiles' });
    without = await createTestApp();
  });
  afterAll(async () => {
    await withTiles.close();
    await without.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('offers a reachable tile server with its attribution and limits', async () => {
    state.mode = 'ok';
    const res = await withTiles.app.inject({ method: 'GET', url: '/api/reunion/map' });
    expect(res.statusCode).toBe(200);
    expect(reunionMapResponseSchema.parse(res.json())).toEqual({
      data: { tiles: { url: template, attribution: '© Test tiles', max_zoom: 18, tile_size: 256 } },
    });
  });

  it('lets the pages load images from that tile server (an http origin that https: does not cover)', async () => {
    const res = await withTiles.app.inject({ method: 'GET', url: '/api/reunion/map' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${new URL(template.replace(/\{[a-z]\}/g, '0')).origin}`));
    const plain = await without.app.inject({ method: 'GET', url: '/api/reunion/map' });
    expect(String(plain.headers['content-security-policy'])).toContain("img-src 'self' data: blob: https:;");
  });

  it('offers nothing with MAP_TILE_URL=off', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/api/reunion/map' });
    expect(res.json()).toEqual({ data: { tiles: null } });
  });
});
