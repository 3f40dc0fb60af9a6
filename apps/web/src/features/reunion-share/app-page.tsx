import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { useHydrated } from '../../lib/hydration';
import { absoluteLink } from '../../lib/reunion-dialogs';
import { FEATURES } from './lib/features';
import { APP_PAGE_PATH } from './lib/qr';
import {
  installState,
  isAppleMobile,
  promptInstall,
  serverInstallState,
  subscribeInstall,
} from './install/install-prompt';
import styles from './app-page.module.css';

const QR_SIZE = 200;
// The QR encoder (≈ 8 KiB) is drawn only in the browser, after hydration: it is not part of the page's first load.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/** How to install: the browser's own prompt when it offers one, else the steps for the visitor's device. */
function Install() {
  const { t } = useTranslation('reunionShare');
  const state = useSyncExternalStore(subscribeInstall, installState, serverInstallState);
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const apple = hydrated && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);

  if (state === 'installed') {
    return (
      <p className={styles.installed} role="status">
        {t('appPage.install.installed')}
      </p>
    );
  }
  return (
    <div className={styles.install}>
      {state === 'available' && (
        <p>
          <button
            type="button"
            className="button button-primary"
            data-install=""
            onClick={() => void promptInstall().then((accepted) => setDismissed(!accepted))}
          >
            {t('appPage.install.button')}
          </button>
        </p>
      )}
      {dismissed && <p role="status">{t('appPage.install.dismissed')}</p>}
      {state !== 'available' && (
        <dl className={styles.steps}>
          {(hydrated && state === 'unavailable' ? [apple ? 'ios' : 'other'] : ['ios', 'other']).map((device) => (
            <div key={device} data-steps={device}>
              <dt>{t(`appPage.install.${device}Title`)}</dt>
              <dd>{t(`appPage.install.${device}Steps`)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** The QR code of this page's absolute address, which only the browser knows: drawn once hydrated. */
function PhoneCode() {
  const { t } = useTranslation('reunionShare');
  const hydrated = useHydrated();
  const link = hydrated ? absoluteLink(APP_PAGE_PATH) : null;
  return (
    <div className={styles.qr} style={{ inlineSize: QR_SIZE, blockSize: QR_SIZE }}>
      {link && (
        <Suspense fallback={null}>
          <QrCode value={link} label={t('download.qrLabel', { link })} size={QR_SIZE} />
        </Suspense>
      )}
    </div>
  );
}

/** The reunion app's page: what it does, how to install it, a QR code to open it on a phone, offline reading. */
export default function ReunionAppPage() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunionShare');
  usePageMeta({ title: tp('reunionApp.title'), description: tp('reunionApp.summary') });

  return (
    <>
      <PageIntro heading={tp('reunionApp.heading')} summary={tp('reunionApp.summary')} />
      <PageSection id="features" title={t('appPage.features.title')} summary={t('appPage.features.summary')}>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature} className={styles.feature}>
              <h3>{t(`download.features.${feature}.title`)}</h3>
              <p>{t(`download.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="install" title={t('appPage.install.title')} summary={t('appPage.install.summary')} muted>
        <Install />
      </PageSection>
      <PageSection id="phone" title={t('appPage.qr.title')} summary={t('appPage.qr.summary')}>
        <PhoneCode />
      </PageSection>
      <PageSection id="offline" title={t('appPage.offline.title')} summary={t('appPage.offline.summary')} muted>
        {null}
      </PageSection>
    </>
  );
}
