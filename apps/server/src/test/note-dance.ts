import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN } from './helpers.js';

export const ND = '/perf/python/note-dance';

/** A Note Dance account signed in through `POST …/note-dance/auth`: who, its token and its headers. */
export interface TestPlayer {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  headers: Record<string, string>;
}

let counter = 0;

function signedIn(body: { token: string; user: { id: number; username: string; email: string } }, password: string) {
  return {
    id: body.user.id,
    username: body.user.username,
    email: body.user.email,
    password,
    token: body.token,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

/** Registers a player (a new username and address each call unless given) and answers who they are. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: { username?: string; email?: string; password?: string } = {},
): Promise<TestPlayer> {
  counter += 1;
  const password = overrides.password ?? 'secret-123';
  const res = await app.inject({
    method: 'POST',
    url: `${ND}/auth`,
    payload: {
      action: 'register',
      username: overrides.username ?? `player_${process.pid}_${counter}`,
      email: overrides.email ?? `player-${process.pid}-${Date.now()}-${counter}@example.com`,
      password,
    },
    remoteAddress: `10.88.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return signedIn(res.json(), password);
}

/** Signs the configured first admin (the test site owner's credentials, mirrored) in to Note Dance. */
export async function noteDanceAdmin(app: FastifyInstance): Promise<TestPlayer> {
  const res = await app.inject({
    method: 'POST',
    url: `${ND}/auth`,
    payload: { action: 'login', email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    remoteAddress: '10.89.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return signedIn(res.json(), TEST_ADMIN.password);
}

/** A small sheet in the sheet format: one part, `notes` quarter notes from C4 up, at 120 beats a minute. */
export function testSheet(notes = 8, title = 'Test tune') {
  return {
    title,
    composer: 'Traditional',
    tempo: 120,
    time_signature: { beats: 4, beat_type: 4 },
    key: { fifths: 0, mode: 'major' as const },
    pickup: 0,
    parts: [
      {
        id: 'P1',
        name: 'Right hand',
        hand: 'right' as const,
        notes: Array.from({ length: notes }, (_, i) => ({ pitch: 60 + (i % 12), start: i, duration: 1 })),
      },
    ],
  };
}
