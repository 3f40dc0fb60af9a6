import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLocationHash } from '../../lib/navigation';
import { usePageMeta } from '../../components/page-meta';
import { useSiteProfile } from '../../lib/use-site-profile';
import styles from './home-page.module.css';

/** The home page sections in order, with their anchors (spec §2). */
export const HOME_SECTIONS = ['about', 'experience', 'skills', 'projects', 'certified', 'contact'] as const;

/** Page keys with their own metadata when the visitor arrives on one of these anchors (spec §2). */
const META_SECTIONS = new Set(['about', 'projects', 'contact']);

export default function HomePage() {
  const { t } = useTranslation('pages');
  const hash = useLocationHash();
  const { data: profile } = useSiteProfile();
  const section = hash.replace('#', '');
  const meta = META_SECTIONS.has(section)
    ? { title: t(`home.sections.${section}.title`), description: t(`home.sections.${section}.summary`) }
    : { title: '', description: t('home.summary') };
  usePageMeta(meta);

  return (
    <>
      <section className={styles.hero} aria-labelledby="page-heading">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.greeting}>
            {t('home.greeting')} <strong>{profile?.name}</strong>
          </p>
          <h1 id="page-heading" className={styles.heading}>
            {profile?.title ?? t('home.heading')}
          </h1>
          <p className={styles.tagline}>{profile?.tagline ?? t('home.summary')}</p>
          <div className={styles.actions}>
            <Link href="/#projects" className="button button-primary">
              {t('home.viewProjects')}
            </Link>
            <Link href="/#contact" className="button button-outline-light">
              {t('home.contactMe')}
            </Link>
          </div>
        </div>
      </section>

      {HOME_SECTIONS.map((id) => (
        <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
          <div className="container">
            <h2 id={`${id}-heading`} className={`${styles.sectionTitle} accent-rule`}>
              {t(`home.sections.${id}.title`)}
            </h2>
            <p className={styles.sectionSummary}>{t(`home.sections.${id}.summary`)}</p>
            {id === 'contact' && profile && (
              <ul className={styles.contactList}>
                <li>
                  <span>{t('contact.email', { ns: 'common' })}</span>
                  <a href={`mailto:${profile.email}`}>{profile.email}</a>
                </li>
                {profile.phone && (
                  <li>
                    <span>{t('contact.phone', { ns: 'common' })}</span>
                    <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                      {profile.phone}
                    </a>
                  </li>
                )}
                <li>
                  <span>{t('contact.location', { ns: 'common' })}</span>
                  <span>{profile.location}</span>
                </li>
              </ul>
            )}
          </div>
        </section>
      ))}
    </>
  );
}
