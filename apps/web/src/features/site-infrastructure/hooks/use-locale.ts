import { DEFAULT_LANGUAGE, isLanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/i18n';

/** The Intl locale of the interface language; components using it re-render on a language switch. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return localeOf(isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE);
}
