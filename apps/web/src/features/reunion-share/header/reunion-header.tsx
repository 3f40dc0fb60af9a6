import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/icon';
import { LanguageSelector } from '../../../components/language-selector';
import { absoluteLink, useReunionDialogs } from '../../../lib/reunion-dialogs';
import { useVolunteerTokenStored } from '../../../lib/volunteer-token';
import { SECTION_LINKS } from './header-model';
import { HeaderSearch } from './header-search';
import { ReunionSidebar } from './reunion-sidebar';
import { useSticky } from './use-sticky';
import styles from './reunion-header.module.css';

// The signed-in volunteer's bell and menu load only when a volunteer token is stored: a guest fetches nothing.
const VolunteerMenu = lazy(() => import('./volunteer-menu').then((module) => ({ default: module.VolunteerMenu })));

/**
 * The reunion pages' own header: the platform's name, its sections, an expandable search, the share and
 * language controls, and on phones (≤ 768 px) a menu button for the sidebar. It takes its sticky look
 * once the page has scrolled past it.
 */
export function ReunionHeader() {
  const { t } = useTranslation('reunionShare');
  const header = useRef<HTMLElement>(null);
  const sticky = useSticky(header);
  const dialogs = useReunionDialogs();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const signedIn = useVolunteerTokenStored();
  const auth = dialogs?.volunteerAuth;

  const share = dialogs
    ? () =>
        dialogs.share({
          url: absoluteLink('/reunion'),
          title: t('header.shareTitle'),
          text: t('header.shareText'),
        })
    : null;

  return (
    <header ref={header} className={styles.header} data-reunion-header="" data-sticky={sticky} data-toast-below="">
      <div className={`container ${styles.bar}`}>
        <Link href="/reunion" className={styles.brand}>
          <img src="/reunion-icons/icon.svg" alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{t('header.brand')}</span>
            <span className={styles.tagline}>{t('header.tagline')}</span>
          </span>
        </Link>

        <nav className={styles.nav} aria-label={t('header.nav')}>
          <ul>
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <Link href={link.href}>{t(`header.links.${link.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.tools}>
          <HeaderSearch />
          {dialogs && (
            <button
              type="button"
              className={`${styles.tool} ${styles.report}`}
              onClick={dialogs.reportMissing}
              onPointerEnter={dialogs.preloadReportMissing}
              onFocus={dialogs.preloadReportMissing}
              aria-label={t('header.reportMissing')}
              data-header-report=""
            >
              <Icon size={18}>
                <circle cx="12" cy="12" r="9" />
                <path d="M12 7v6M12 16.5v.5" />
              </Icon>
              <span className={styles.shareText} aria-hidden="true">
                {t('header.reportMissingShort')}
              </span>
            </button>
          )}
          {share && (
            <button type="button" className={`${styles.tool} ${styles.share}`} onClick={share} data-header-share="">
              <Icon size={18}>
                <circle cx="18" cy="5" r="3" />
                <circle cx="6" cy="12" r="3" />
                <circle cx="18" cy="19" r="3" />
                <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
              </Icon>
              <span className={styles.shareText}>{t('header.share')}</span>
            </button>
          )}
          {signedIn ? (
            <Suspense fallback={null}>
              <VolunteerMenu />
            </Suspense>
          ) : (
            auth &&
            (['login', 'register'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                className={`${styles.tool} ${styles.share}`}
                onClick={() => auth(mode)}
                onPointerEnter={dialogs?.preloadVolunteerAuth}
                onFocus={dialogs?.preloadVolunteerAuth}
                data-volunteer-auth-open={mode}
              >
                {t(`header.volunteer.${mode}`)}
              </button>
            ))
          )}
          <LanguageSelector />
          <button
            ref={menuButton}
            type="button"
            className={styles.hamburger}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menu}
            onClick={() => {
              setMenuUsed(true);
              setMenu(true);
            }}
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuUsed && (
        <ReunionSidebar
          open={menu}
          onShare={share}
          onDownloadApp={dialogs ? dialogs.downloadApp : null}
          onVolunteerAuth={signedIn ? null : (auth ?? null)}
          signedIn={signedIn}
          onClose={() => {
            setMenu(false);
            menuButton.current?.focus();
          }}
        />
      )}
    </header>
  );
}
