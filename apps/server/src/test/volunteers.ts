import type { FastifyInstance } from 'fastify';

/** A volunteer signed up through the register endpoint: their id, bearer token and credentials. */
export interface TestVolunteer {
  id: number;
  token: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

let counter = 0;

/**
 * Registers a volunteer through `POST /api/volunteer/auth/register` (welcome points and a session included) and
 * answers who they are. Each call makes a new address unless `overrides.email` names one.
 */
export async function registerVolunteer(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string; ip?: string } = {},
): Promise<TestVolunteer> {
  counter += 1;
  const email = overrides.email ?? `volunteer-${process.pid}-${Date.now()}-${counter}@example.com`;
  const password = overrides.password ?? 'a long enough password';
  const res = await app.inject({
    method: 'POST',
    url: '/api/volunteer/auth/register',
    payload: { name: overrides.name ?? `Volunteer ${counter}`, email, password, confirmPassword: password },
    // An address of its own, so that a suite registering many volunteers stays under the sign-up flood limit.
    remoteAddress: overrides.ip ?? `10.77.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; volunteer: { id: number; email: string } };
  return {
    id: body.volunteer.id,
    token: body.token,
    email: body.volunteer.email,
    password,
    headers: { authorization: `Bearer ${body.token}` },
  };
}
