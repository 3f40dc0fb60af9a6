import { fireEvent, render, screen } from '@testing-library/react';
import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, usePreloadOnUse } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const failing: Resolver<FieldValues> = (values): ResolverResult<FieldValues> =>
  values.name ? { values, errors: {} } : { values: {}, errors: { name: { type: 'too_small', message: 'name' } } };

describe('lazyResolver', () => {
  it('loads the validation once, on first use, and validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(failing));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors).toEqual({ name: { type: 'too_small', message: 'name' } });
    const accepted = await resolver({ name: 'Ada' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download before the first validation', async () => {
    const load = vi.fn(() => Promise.resolve(failing));
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'Ada' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form through to the server when the code cannot be loaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<FieldValues>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(failing);
    const resolver = lazyResolver(load);

    expect(await resolver({ name: '' }, undefined, options)).toEqual({ values: { name: '' }, errors: {} });
    const second = await resolver({ name: '' }, undefined, options);
    expect(second.errors).toHaveProperty('name');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadOnUse', () => {
  it('starts loading when something in the form is focused, once', () => {
    const preload = vi.fn();
    function Form() {
      const ref = usePreloadOnUse({ preload });
      return (
        <form ref={ref} aria-label="form">
          <input aria-label="name" />
          <input aria-label="email" />
        </form>
      );
    }
    render(<Form />);
    expect(preload).not.toHaveBeenCalled();
    screen.getByLabelText('name').focus();
    screen.getByLabelText('email').focus();
    fireEvent.pointerDown(screen.getByLabelText('email'));
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
