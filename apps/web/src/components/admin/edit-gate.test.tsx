import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../lib/api-client';
import { editGate, parseRecordId, type EditGateTexts } from './edit-gate';

afterEach(cleanup);

const TEXTS: EditGateTexts = {
  notFoundTitle: 'Not found',
  notFoundText: 'No record 7',
  back: 'Back to the list',
  loadError: (message) => `Could not load: ${message}`,
  retry: 'Retry',
  loading: 'Loading…',
};

/** The fields of a query the gate reads. */
function query(state: Partial<UseQueryResult<unknown>>): UseQueryResult<unknown> {
  return {
    data: undefined,
    error: null,
    isError: false,
    isFetchedAfterMount: false,
    refetch: vi.fn(),
    ...state,
  } as never;
}

function show(gate: ReturnType<typeof editGate>) {
  const { hook } = memoryLocation({ path: '/admin/x/7' });
  render(<Router hook={hook}>{gate}</Router>);
}

const header = <h1>Edit</h1>;

describe('editGate', () => {
  it('reads only positive whole numbers as ids', () => {
    expect(parseRecordId('7')).toBe(7);
    for (const raw of [undefined, '', '0', '-1', '1.5', '7x', '99999999999999999999'])
      expect(parseRecordId(raw)).toBeNull();
  });

  it('says "not found" with a way back for an id no record can have, or one the server does not know', () => {
    show(editGate({ header, creating: false, validId: false, record: query({}), backHref: '/admin/x', texts: TEXTS }));
    expect(screen.getByRole('alert').textContent).toContain('No record 7');
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/admin/x');
    cleanup();
    const missing = query({ isError: true, error: new ApiError('http', 404, 'Not found') });
    show(editGate({ header, creating: false, validId: true, record: missing, backHref: '/admin/x', texts: TEXTS }));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('shows a load error and retries every query that failed', () => {
    const record = query({ isError: true, error: new Error('boom') });
    const needed = query({ isError: true, error: new Error('also') });
    const fine = query({ data: [] });
    show(
      editGate({ header, creating: false, validId: true, record, needs: [needed, fine], backHref: '/', texts: TEXTS }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load: boom');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(record.refetch).toHaveBeenCalledTimes(1);
    expect(needed.refetch).toHaveBeenCalledTimes(1);
    expect(fine.refetch).not.toHaveBeenCalled();
  });

  it('waits for this visit’s fetch of the record, not a cached copy, and for what the form needs', () => {
    const cached = query({ data: { id: 7 }, isFetchedAfterMount: false });
    show(editGate({ header, creating: false, validId: true, record: cached, backHref: '/', texts: TEXTS }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();
    const fresh = query({ data: { id: 7 }, isFetchedAfterMount: true });
    expect(editGate({ header, creating: false, validId: true, record: fresh, backHref: '/', texts: TEXTS })).toBeNull();
    const pending = query({});
    show(
      editGate({
        header,
        creating: true,
        validId: false,
        record: query({}),
        needs: [pending],
        backHref: '/',
        texts: TEXTS,
      }),
    );
    expect(screen.getByRole('status')).toBeTruthy();
    cleanup();
    expect(
      editGate({ header, creating: true, validId: false, record: query({}), backHref: '/', texts: TEXTS }),
    ).toBeNull();
  });
});
