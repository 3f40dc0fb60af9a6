import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteProfile } from '../lib/use-site-profile';
import { NAV_GROUPS } from './header/nav-items';
import styles from './site-footer.module.css';

/** Footer with the owner's links (from the site profile) and the site's main pages. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const { data: profile } = useSiteProfile();
  const explore = NAV_GROUPS.filter((g) => g.id !== 'home').flatMap((g) => g.items);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.name}>{profile?.name}</p>
          <p className={styles.title}>{profile?.title ?? t('site.defaultTitle')}</p>
          {profile?.tagline && <p className={styles.tagline}>{profile.tagline}</p>}
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul className={styles.links}>
            {explore.map((item) => (
              <li key={item.id}>
                <Link href={item.to}>{t(`nav.${item.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.connect')}</h2>
          <ul className={styles.links}>
            {profile?.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  {...(link.url.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.label}
                </a>
              </li>
            ))}
            {profile?.phone && (
              <li>
                <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {profile.phone}
                </a>
              </li>
            )}
            {profile?.location && <li>{profile.location}</li>}
          </ul>
        </div>
      </div>
      {/* The divider belongs to the content column: inside the container's padding, not across it. */}
      <div className="container">
        <div className={styles.bottom}>
          <p>{t('footer.rights', { year: new Date().getFullYear(), name: profile?.name ?? '' })}</p>
          <p>
            {t('footer.builtWith')} <a href="/api/docs">{t('footer.apiDocs')}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
