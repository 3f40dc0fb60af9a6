import type { AdminUser } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Disclosure } from '../../components/disclosure';
import { useLogout } from './session';
import { Icon } from '../../components/admin/icons';
import narrow from '../../components/admin/narrow.module.css';
import styles from './header-menus.module.css';

/** Up to two initials of a name, for the avatar. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => Array.from(part ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** The signed-in owner, labelled Administrator, with Profile, Settings and Logout. */
export function UserMenu({ user }: { user: Pick<AdminUser, 'name' | 'email'> | null }) {
  const { t } = useTranslation('admin');
  const logout = useLogout();
  const name = user?.name ?? t('user.administrator');
  return (
    <Disclosure
      className={styles.menu}
      buttonClassName={styles.userButton}
      panelClassName={`${styles.panel} ${styles.userPanel}`}
      label={
        <>
          <span className={styles.avatar} aria-hidden="true">
            {initials(name) || <Icon name="user" size={18} />}
          </span>
          {/* Name and role stay the button's accessible name, only hidden from view on narrow screens. */}
          <span className={`${styles.userText} ${narrow.hideBelow768}`}>
            <span className={styles.userName}>{name}</span>
            <span className={styles.userRole}>{t('user.administrator')}</span>
          </span>
          <span aria-hidden="true" className={`chevron ${styles.userChevron}`} />
        </>
      }
    >
      {(close) => (
        <div>
          {user && (
            <div className={styles.userSummary}>
              <p className={styles.userSummaryName}>{user.name}</p>
              <p className={styles.muted}>{user.email}</p>
            </div>
          )}
          <ul className={styles.items}>
            <li>
              <Link href="/admin/profile" className={styles.item} onClick={close}>
                <Icon name="user" size={18} className={styles.itemIcon} />
                {t('user.profile')}
              </Link>
            </li>
            <li>
              <Link href="/admin/settings" className={styles.item} onClick={close}>
                <Icon name="settings" size={18} className={styles.itemIcon} />
                {t('user.settings')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <Icon name="logout" size={18} className={styles.itemIcon} />
                {t('user.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </Disclosure>
  );
}
