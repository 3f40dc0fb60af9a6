import { isLanguageCode, siteApi, type LanguageCode, type SiteProfile } from '@site/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from './api-client';
import { useRenderedAnswer } from './render-data';

const requests = new Map<string, Promise<SiteProfile>>();

/**
 * The site owner's public profile in a language: the shell's one bootstrap request, made once per
 * language per visit. A failed request is forgotten so that the next use tries again.
 */
export function loadSiteProfile(lang: LanguageCode): Promise<SiteProfile> {
  let pending = requests.get(lang);
  if (!pending) {
    pending = call(siteApi.profile, { query: { lang } }).then((answer) => answer.data);
    pending.catch(() => requests.delete(lang));
    requests.set(lang, pending);
  }
  return pending;
}

/** For tests: forget every loaded profile. */
export function resetSiteProfiles(): void {
  requests.clear();
}

/**
 * The profile in the current language for the header, footer and contact blocks; undefined while
 * it loads (the previous language's profile stays shown during a switch).
 */
export function useSiteProfile(): { data: SiteProfile | undefined } {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  const lang: LanguageCode = isLanguageCode(resolved) ? resolved : 'en';
  // A server-rendered page came with the profile: the first render shows it, and it is not asked again.
  const rendered = useRenderedAnswer(siteApi.profile, { query: { lang } })?.value.data;
  const [profile, setProfile] = useState<SiteProfile | undefined>(rendered);
  useEffect(() => {
    if (rendered && !requests.has(lang)) requests.set(lang, Promise.resolve(rendered));
    let current = true;
    loadSiteProfile(lang).then(
      (data) => current && setProfile(data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang, rendered]);
  return { data: profile };
}
