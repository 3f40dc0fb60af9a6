import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../page-meta';
import { useLocale } from './use-locale';

/**
 * An admin page's head from its texts under `pages:<key>` (title and summary), never indexed; returns
 * the `pages` translator for the rest of the page's texts (its heading).
 */
export function useAdminPageMeta(key: string) {
  const { t: tp } = useTranslation('pages');
  usePageMeta({ title: tp(`${key}.title`), description: tp(`${key}.summary`), noindex: true });
  return tp;
}

/**
 * The start of an admin screen: its head (as `useAdminPageMeta`), the translator of its namespace, and the
 * interface language with its locale.
 */
export function useAdminScreen(namespace: string, page: string) {
  const { t } = useTranslation(namespace);
  useAdminPageMeta(page);
  return { t, ...useLocale() };
}
