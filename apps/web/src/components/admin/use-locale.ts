import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/i18n';

/** The current interface language and its Intl locale, updated on a language switch. */
export function useLocale(): { language: LanguageCode; locale: string } {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
  return { language, locale: localeOf(language) };
}
