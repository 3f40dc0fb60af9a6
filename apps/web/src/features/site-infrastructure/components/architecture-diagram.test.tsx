import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '../lib/architecture';
import { ArchitectureDiagram } from './architecture-diagram';

// Without a loaded i18n instance, texts render as their keys.

const mermaid = vi.hoisted(() => ({ initialize: vi.fn(), render: vi.fn() }));
vi.mock('mermaid', () => ({ default: mermaid }));

const LIVE: Live = {
  stack: { database: 'sqlite', storage: 'local', cache: 'memory' },
  services: [{ id: 'database', name: 'Database', status: 'ok' }],
};

describe('ArchitectureDiagram', () => {
  beforeEach(() => {
    mermaid.render.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('waits for the server’s answer, then draws mermaid’s SVG with a text alternative', async () => {
    mermaid.render.mockResolvedValue({ svg: '<svg data-testid="drawn"><text>SQLite file</text></svg>' });
    const { rerender } = render(<ArchitectureDiagram live={null} ready={false} />);
    expect(screen.getByRole('status').textContent).toBe('diagram.loading');
    expect(mermaid.render).not.toHaveBeenCalled();

    rerender(<ArchitectureDiagram live={LIVE} ready />);
    expect(await screen.findByTestId('drawn')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'diagram.label' })).toBeTruthy();
    expect(mermaid.initialize).toHaveBeenCalledWith(expect.objectContaining({ securityLevel: 'strict' }));
    const source = String(mermaid.render.mock.calls[0]?.[1]);
    expect(source).toContain('class database_sqlite,storage_local,cache_memory active');
    expect(screen.getByText('diagram.legendActive')).toBeTruthy();
    expect(screen.getByText('diagram.textTitle')).toBeTruthy();
  });

  it('says it could not be rendered, logs why, and can try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Parse error on line 3');
    mermaid.render.mockImplementationOnce(() => Promise.reject(failure));
    render(<ArchitectureDiagram live={LIVE} ready />);
    expect((await screen.findByRole('alert')).textContent).toContain('diagram.error');
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);

    mermaid.render.mockResolvedValueOnce({ svg: '<svg data-testid="second"></svg>' });
    fireEvent.click(screen.getByRole('button', { name: 'diagram.retry' }));
    expect(await screen.findByTestId('second')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
