import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { NavItem } from './nav-items';
import styles from './site-header.module.css';

/** A menu link; anchors go to the home page section (the scroll manager scrolls once it renders). */
export function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      href={item.to}
      className={(isActive) => `${styles.menuLink} ${isActive && !item.anchor ? styles.active : ''}`}
      onClick={onNavigate}
    >
      <span>{t(`nav.${item.id}`)}</span>
      {item.badge === 'incoming' && <span className={styles.badge}>{t('nav.incoming')}</span>}
    </Link>
  );
}
