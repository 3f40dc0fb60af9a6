import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkActionBar } from './bulk-action-bar';
import { ConfirmDialog } from './confirm-dialog';
import { Pagination } from './pagination';
import { SearchInput } from './search-input';

// Without a loaded i18n instance, texts render as their keys: tests find controls by key.

describe('SearchInput', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches after typing pauses, trimmed, and ignores blank input', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} delayMs={300} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '  shop ' } });
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('shop');
  });

  it('drops a pending search when the visitor has left for another page meanwhile', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const start = window.location.pathname;
    render(<SearchInput value="" onSearch={onSearch} delayMs={300} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Lan' } });
    window.history.pushState(null, '', '/admin/reunion/reports/7');
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).not.toHaveBeenCalled();
    window.history.pushState(null, '', start);
  });

  it('searches at once on Enter and clears with its button', () => {
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ann' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenLastCalledWith('ann');
    fireEvent.click(screen.getByRole('button', { name: 'ui.search.clear' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
  });
});

describe('BulkActionBar', () => {
  afterEach(cleanup);

  it('applies the chosen action only when rows are selected', () => {
    const onApply = vi.fn();
    const actions = [
      { value: 'read', label: 'Mark read' },
      { value: 'delete', label: 'Delete' },
    ] as const;
    const { rerender } = render(<BulkActionBar selectedCount={0} actions={actions} onApply={onApply} />);
    const apply = screen.getByRole('button', { name: 'ui.bulk.apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    rerender(<BulkActionBar selectedCount={2} actions={actions} onApply={onApply} />);
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'delete' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('delete');
  });
});

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('shows its message when open and reports confirm and cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Delete" message="Sure?" tone="danger" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByText('Sure?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ui.confirm.delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'ui.confirm.cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('Pagination', () => {
  afterEach(cleanup);

  it('renders nothing for a single page and moves between pages', () => {
    const onPageChange = vi.fn();
    const { container, rerender } = render(<Pagination page={1} lastPage={1} onPageChange={onPageChange} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pagination page={2} lastPage={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'ui.pagination.page', current: 'page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /ui.pagination.next/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
