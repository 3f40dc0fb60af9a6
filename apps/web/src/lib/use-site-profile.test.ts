import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSiteProfile, resetSiteProfiles } from './use-site-profile';

const profile = { name: 'Minh', title: 'T', tagline: '', email: 'a@b.c', phone: null, location: '', links: [] };

describe('loadSiteProfile', () => {
  beforeEach(resetSiteProfiles);
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once per language', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async () => new Response(JSON.stringify({ data: profile }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([loadSiteProfile('en'), loadSiteProfile('en'), loadSiteProfile('vi')]);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/site?lang=en', '/api/site?lang=vi']);
  });

  it('tries again after a failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: profile }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadSiteProfile('en')).rejects.toMatchObject({ kind: 'network' });
    await expect(loadSiteProfile('en')).resolves.toMatchObject({ name: 'Minh' });
  });
});
