import { useCallback } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code (the shared zod schema and zod itself, ≈ 38 KiB
 * gzipped) loads the first time the form validates, not with the page: a page that shows a form pays for
 * its validation only once the visitor uses the form. `preload` starts the download earlier (when the
 * form gets focus), so that the first validation does not wait for it.
 *
 * Validation in the browser is a convenience; the server validates every request at the edge with the
 * same schema. So when the code cannot be loaded (the connection dropped), the form is sent as it is and
 * the server's answer, with its message codes, says what is wrong; a later validation tries the download
 * again.
 */
export function lazyResolver<T extends FieldValues, C = unknown, O = T>(
  load: () => Promise<Resolver<T, C, O>>,
): Resolver<T, C, O> & { preload: () => void } {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver = async (...args: Parameters<Resolver<T, C, O>>) => {
    let resolve: Resolver<T, C, O>;
    try {
      resolve = await get();
    } catch {
      return { values: args[0] as unknown as O, errors: {} };
    }
    return resolve(...args);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}

/**
 * A ref for a form: the first time the visitor focuses or presses anything in it, the resolver's code
 * starts loading, so that it is usually there by the time the form validates.
 */
export function usePreloadOnUse(resolver: { preload: () => void }): (form: HTMLElement | null) => void {
  return useCallback(
    (form: HTMLElement | null) => {
      if (!form) return;
      const preload = () => {
        form.removeEventListener('focusin', preload);
        form.removeEventListener('pointerdown', preload);
        resolver.preload();
      };
      form.addEventListener('focusin', preload);
      form.addEventListener('pointerdown', preload, { passive: true });
      return () => {
        form.removeEventListener('focusin', preload);
        form.removeEventListener('pointerdown', preload);
      };
    },
    [resolver],
  );
}
