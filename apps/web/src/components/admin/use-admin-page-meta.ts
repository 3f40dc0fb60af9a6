import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../page-meta';

/**
 * An admin page's head from its texts under `pages:<key>` (title and summary), never indexed; returns
 * the `pages` translator for the rest of the page's texts (its heading).
 */
export function useAdminPageMeta(key: string) {
  const { t: tp } = useTranslation('pages');
  usePageMeta({ title: tp(`${key}.title`), description: tp(`${key}.summary`), noindex: true });
  return tp;
}
