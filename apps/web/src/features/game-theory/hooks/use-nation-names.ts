import { useTranslation } from 'react-i18next';
import { useCountryNames } from '../map/country-names';

/** The nations' names in the interface language, by cca3. */
export function useNationNames(): (cca3: string) => string {
  const { i18n } = useTranslation();
  return useCountryNames(i18n.resolvedLanguage ?? 'en');
}
