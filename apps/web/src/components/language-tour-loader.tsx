import { lazy, Suspense } from 'react';
import { STORAGE_KEYS, storage } from '../lib/storage';

const LanguageTour = lazy(() => import('./language-tour'));

/** The tour's code loads only for visitors who have not seen it yet. */
export function LanguageTourLoader() {
  if (storage.get(STORAGE_KEYS.languageTourSeen)) return null;
  return (
    <Suspense fallback={null}>
      <LanguageTour />
    </Suspense>
  );
}
