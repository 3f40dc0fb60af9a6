import type { ReunionCase } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { ageOf, placeOf } from '../lib/case-view';

/** A label and its value, in the visitor's language. */
export type Fact = [label: string, value: string];

/**
 * What a poster of a missing person says, as label and value: age when missing, height, since when, where,
 * clothing, features and reward, each only when the case gives it. The day they went missing is a date
 * without a time, the same day wherever it is read (UTC).
 */
export function useCaseFacts(item: ReunionCase, locale: string): Fact[] {
  const { t } = useTranslation('reunion');
  const age = ageOf(item);
  const facts: (Fact | false)[] = [
    age !== null && [t('map.age'), t('map.years', { count: age, formatted: formatNumber(age, locale) })],
    item.height_cm !== null && [t('case.height'), t('case.cm', { formatted: formatNumber(item.height_cm, locale) })],
    [t('map.missingSince'), formatDate(item.missing_since, locale, { timeZone: 'UTC' })],
    [t('map.place'), placeOf(item)],
    Boolean(item.clothing) && [t('case.clothing'), item.clothing],
    Boolean(item.distinguishing_features) && [t('case.features'), item.distinguishing_features],
    Boolean(item.reward) && [t('case.reward'), item.reward ?? ''],
  ];
  return facts.filter((fact): fact is Fact => fact !== false);
}
