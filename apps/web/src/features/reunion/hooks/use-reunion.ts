import { reunionApi } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  reunionCaseQuery,
  reunionCasesQuery,
  reunionFiguresQuery,
  reunionMapQuery,
  reunionMarkersQuery,
} from '../../../api/reunion';
import { isNotFound } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useRenderedInitialData } from '../../../lib/render-data';
import { toMapCase } from '../lib/case-view';

/** The most cases the cards ask for at once (the endpoint's largest page). */
export const SLIDER_CASES = 100;

/** The platform's live counts (the server render's answer first). */
export function useReunionFigures() {
  return useQuery({ ...reunionFiguresQuery(), ...useRenderedInitialData(reunionApi.figures, {}) });
}

/** Every public case on the map, once the map comes near the screen (`enabled`). */
export function useMapCases(enabled: boolean) {
  const lang = currentLanguage();
  const query = useQuery({ ...reunionMarkersQuery(lang), enabled });
  const cases = useMemo(() => query.data?.data.map(toMapCase), [query.data]);
  return { ...query, cases };
}

/** The people still missing or being searched for, newest change first, once the slider comes near the screen. */
export function useActiveCases(enabled: boolean) {
  const lang = currentLanguage();
  const query = useQuery({ ...reunionCasesQuery({ lang, per_page: SLIDER_CASES }), enabled });
  const cases = useMemo(() => query.data?.data.filter((item) => item.status !== 'found'), [query.data]);
  return { ...query, cases };
}

/** The map's tile server, once the map comes near the screen. */
export function useMapTiles(enabled: boolean) {
  return useQuery({ ...reunionMapQuery(), enabled });
}

/** One public case (the server render's answer first); a 404 means there is no public case of that number. */
export function useReunionCase(caseNumber: string) {
  const lang = currentLanguage();
  return useQuery({
    ...reunionCaseQuery(caseNumber, lang),
    ...useRenderedInitialData(reunionApi.case, { params: { caseNumber }, query: { lang } }),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}
