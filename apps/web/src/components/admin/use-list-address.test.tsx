import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BASE_LIST_DEFAULTS, listState, type BaseListParams } from './list-params';
import { useListAddress, type ListAddress } from './use-list-address';

interface Params extends BaseListParams {
  status: '' | 'open' | 'closed';
  sort: 'newest';
}
const state = listState<Params, object>(
  { ...BASE_LIST_DEFAULTS, status: '', sort: 'newest' },
  { status: ['open', 'closed'], sort: ['newest'] },
  { perPage: 20, query: () => ({}) },
);

/** Renders the hook at `address`, and hands back its latest value and the recorded history. */
function mount(address: string) {
  const location = memoryLocation({ path: address, record: true });
  const latest: { current: ListAddress<Params> | null } = { current: null };
  function Probe() {
    latest.current = useListAddress(state);
    return null;
  }
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Probe />
    </Router>,
  );
  return { latest: () => latest.current!, history: location.history! };
}

describe('useListAddress', () => {
  afterEach(cleanup);

  it('reads the list from the address, an unknown filter value as its default', () => {
    const { latest } = mount('/admin/x?q=lan&status=open&page=3');
    expect(latest().params).toMatchObject({ search: 'lan', status: 'open', page: 3 });
    expect(latest().filtered).toBe(true);
    cleanup();
    const unknown = mount('/admin/x?status=lost');
    expect(unknown.latest().params.status).toBe('');
    expect(unknown.latest().filtered).toBe(false);
  });

  it('a filter change goes back to page 1 in place; paging adds a history entry; reset clears the address', () => {
    const { latest, history } = mount('/admin/x?page=3');
    act(() => latest().update({ status: 'closed' }));
    expect(latest().params).toMatchObject({ status: 'closed', page: 1 });
    expect(history).toEqual(['/admin/x?status=closed']);

    act(() => latest().goToPage(2));
    expect(history).toEqual(['/admin/x?status=closed', '/admin/x?status=closed&page=2']);

    act(() => latest().clampToPage(1));
    expect(history).toEqual(['/admin/x?status=closed', '/admin/x?status=closed']);

    act(() => latest().reset());
    expect(latest().params).toEqual(state.defaults);
    expect(latest().filtered).toBe(false);
    expect(history.at(-1)).toBe('/admin/x');
  });
});
