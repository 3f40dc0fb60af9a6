import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import ui from './admin-ui.module.css';

describe('DataTable', () => {
  afterEach(cleanup);

  const columns = [{ key: 'name', label: 'Name' }, false as const, { key: 'actions', label: 'Actions', hidden: true }];

  it('names the table, heads its columns (a hidden one for assistive technology only) and dims while busy', () => {
    const { container } = render(
      <DataTable caption="Volunteers" columns={columns} busy>
        <tr>
          <td>Lan</td>
          <td />
        </tr>
      </DataTable>,
    );
    expect(screen.getByRole('table', { name: 'Volunteers' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Actions']);
    expect(headers[1]!.querySelector('.visually-hidden')?.textContent).toBe('Actions');
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBe('true');
  });

  it('shows its rows as cards on a phone only when asked, keeping the page’s own frame class', () => {
    const plain = render(
      <DataTable caption="Plain" columns={columns} wrapClassName="own">
        <tr />
      </DataTable>,
    );
    const plainWrap = plain.container.firstElementChild!;
    expect(plainWrap.classList.contains(ui.tableWrap!)).toBe(true);
    expect(plainWrap.classList.contains('own')).toBe(true);
    expect(plainWrap.classList.contains(ui.cards!)).toBe(false);
    cleanup();

    const cards = render(
      <DataTable caption="Cards" columns={columns} cardsOnPhone>
        <tr />
      </DataTable>,
    );
    const cardsWrap = cards.container.firstElementChild!;
    expect(ui.cards).toMatch(/cards/);
    expect(cardsWrap.className.split(' ')).toEqual([ui.tableWrap, ui.cards]);
  });
});
