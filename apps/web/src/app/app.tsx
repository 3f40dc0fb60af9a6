import { Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { AppRouter } from './router';

export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppRouter />
    </Suspense>
  );
}
