import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToTop } from '../lib/scroll';
import styles from './scroll-to-top.module.css';

/** Floating button that appears once the page is scrolled more than 300 px. */
export function ScrollToTopButton({ threshold = 300 }: { threshold?: number }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={scrollToTop} aria-label={t('scrollTop')}>
      <span aria-hidden="true" className={styles.arrow} />
    </button>
  );
}
