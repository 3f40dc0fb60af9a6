import type { CvFile, HeroCounter } from '@site/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryScope } from '../../../components/query-scope';
import { useCountUp } from '../hooks/use-count-up';
import { useHomeContent, useLanguage } from '../hooks/use-home-data';
import { useInViewOnce } from '../hooks/use-in-view-once';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { counterDelay, formatCounter } from '../lib/counter';
import { formatSizeInWords } from '../../../lib/format';
import styles from './hero-extras.module.css';

function Counter({ counter, index, start }: { counter: HeroCounter; index: number; start: boolean }) {
  const language = useLanguage();
  const reducedMotion = useReducedMotion();
  const format = useCallback(
    (value: number) => formatCounter(value, counter.decimals, language, counter.suffix),
    [counter.decimals, language, counter.suffix],
  );
  const [shown, text] = useCountUp({
    target: counter.value,
    decimals: counter.decimals,
    delayMs: counterDelay(index),
    start,
    reducedMotion,
    format,
  });
  const final = useMemo(
    () => formatCounter(counter.value, counter.decimals, language, counter.suffix),
    [counter.value, counter.decimals, language, counter.suffix],
  );
  return (
    <li className={styles.counter}>
      <span className={styles.value} style={{ minInlineSize: `${final.length}ch` }}>
        {/* The moving number is decoration; assistive technology reads the final value. */}
        {/* Isolated left-to-right, so that "7+" keeps its sign after the number in Arabic too. */}
        <bdi ref={shown} dir="ltr" aria-hidden="true">
          {text}
        </bdi>
        <span className="visually-hidden">{final}</span>
      </span>
      <span className={styles.label}>{counter.label}</span>
    </li>
  );
}

function Counters() {
  const { t } = useTranslation('home');
  const { data } = useHomeContent();
  const [ref, visible] = useInViewOnce<HTMLUListElement>(0.5);
  const counters = data?.counters ?? [];
  if (counters.length === 0) return null;
  return (
    <ul ref={ref} className={styles.counters} aria-label={t('hero.counters')}>
      {counters.map((counter, index) => (
        <Counter key={`${index}-${counter.label}`} counter={counter} index={index} start={visible} />
      ))}
    </ul>
  );
}

/** The hero's animated counters, from the home content. */
export default function HeroCounters() {
  return (
    <QueryScope>
      <Counters />
    </QueryScope>
  );
}

function CvLink({ cv }: { cv: CvFile }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const size = formatSizeInWords(cv.size, language, (unit, value) =>
    t(unit === 'megabytes' ? 'hero.sizeMegabytes' : 'hero.sizeKilobytes', { value }),
  );
  return (
    <a
      href={cv.url}
      download={cv.filename}
      className="button button-outline-light"
      title={t('hero.cvDetails', { size })}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {t('hero.downloadCv')}
    </a>
  );
}

function Cv() {
  const { data } = useHomeContent();
  return data?.cv ? <CvLink cv={data.cv} /> : null;
}

/** The CV download button; absent when no CV has been uploaded. */
export function HeroCv() {
  return (
    <QueryScope>
      <Cv />
    </QueryScope>
  );
}
