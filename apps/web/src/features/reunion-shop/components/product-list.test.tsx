import type { ShopProduct } from '@site/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductList } from './product-list';

const product = (overrides: Partial<ShopProduct>): ShopProduct => ({
  id: 1,
  name: 'Thẻ an toàn',
  description: 'Miễn phí.',
  is_free: true,
  price: null,
  availability: 'available',
  link_url: null,
  how_to_get: null,
  lang: 'vi',
  ...overrides,
});

describe('the shop product list', () => {
  afterEach(cleanup);

  it('says free or the price, and how to get a product without a link', () => {
    render(
      <ProductList
        products={[
          product({ id: 1 }),
          product({ id: 2, name: 'GPS', is_free: false, price: '500.000 ₫', how_to_get: 'Cửa hàng nhà mạng.' }),
        ]}
      />,
    );
    const [free, priced] = screen.getAllByRole('listitem');
    expect(free!.textContent).toContain('products.free');
    expect(priced!.textContent).toContain('500.000 ₫');
    expect(priced!.textContent).toContain('Cửa hàng nhà mạng.');
    // Neither has a link: no button pretends to sell anything.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('opens an outside seller in a new tab without telling it where from, and jumps to a place on the page', () => {
    render(
      <ProductList
        products={[
          product({ id: 1, link_url: '/shop#safety-card' }),
          product({ id: 2, is_free: false, price: '1 ₫', link_url: 'https://seller.example/vest' }),
        ]}
      />,
    );
    const [inPage, outside] = screen.getAllByRole('link');
    expect(inPage!.getAttribute('href')).toBe('/shop#safety-card');
    expect(inPage!.getAttribute('target')).toBeNull();
    expect(outside!.getAttribute('href')).toBe('https://seller.example/vest');
    expect(outside!.getAttribute('target')).toBe('_blank');
    expect(outside!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when nothing is listed', () => {
    render(<ProductList products={[]} />);
    expect(screen.getByText('products.empty')).toBeTruthy();
  });
});
