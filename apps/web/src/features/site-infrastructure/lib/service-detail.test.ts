import type { Infrastructure, InfrastructureService } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { serviceDetail } from './service-detail';

const stack: Infrastructure['stack'] = { database: 'sqlite', storage: 'local', cache: 'memory' };
const service = (over: Partial<InfrastructureService>): InfrastructureService => ({
  id: 'api',
  name: 'API',
  status: 'ok',
  ...over,
});

describe('service detail', () => {
  it('words the job queue from its counts, with overdue jobs when there are some', () => {
    const ok = service({
      id: 'job-queue',
      detail: 'In the database: 2 pending, 1 failed',
      counts: { pending: 2, failed: 1, overdue: 0 },
    });
    expect(serviceDetail(ok, stack)).toEqual([{ key: 'services.details.queue', values: { pending: 2, failed: 1 } }]);
    const late = service({ id: 'job-queue', status: 'error', counts: { pending: 3, failed: 0, overdue: 3 } });
    expect(serviceDetail(late, stack)).toEqual([
      { key: 'services.details.queue', values: { pending: 3, failed: 0 } },
      { key: 'services.details.overdue', values: { count: 3 } },
    ]);
  });

  it('names storage and cache from the stack, in the visitor’s language', () => {
    expect(serviceDetail(service({ id: 'storage', detail: 'Local folder' }), stack)).toEqual([
      { key: 'services.details.storage.local' },
    ]);
    expect(serviceDetail(service({ id: 'cache' }), { ...stack, cache: 'redis' })).toEqual([
      { key: 'services.details.cache.redis' },
    ]);
  });

  it('keeps versions as the server wrote them, and words failures and missing toolchains', () => {
    expect(serviceDetail(service({ id: 'database', detail: 'SQLite 3.46.1' }), stack)).toEqual([
      { text: 'SQLite 3.46.1' },
    ]);
    expect(
      serviceDetail(service({ id: 'database', status: 'error', detail: 'The database did not answer.' }), stack),
    ).toEqual([{ key: 'services.details.failed' }]);
    expect(
      serviceDetail(
        service({ id: 'engine-go', status: 'unavailable', detail: 'go (golang-go) is not installed' }),
        stack,
      ),
    ).toEqual([{ key: 'services.details.notInstalled' }]);
    expect(serviceDetail(service({ id: 'api' }), stack)).toEqual([]);
  });
});
