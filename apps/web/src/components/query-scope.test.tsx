import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryScope } from './query-scope';

describe('QueryScope', () => {
  afterEach(cleanup);

  it('gives every page the same query cache', () => {
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    render(
      <>
        <QueryScope>
          <Probe />
        </QueryScope>
        <QueryScope>
          <Probe />
        </QueryScope>
      </>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]?.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
