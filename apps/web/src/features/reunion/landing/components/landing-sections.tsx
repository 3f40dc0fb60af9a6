import { reunionApi } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { reunionFiguresQuery } from '../../../../api/reunion';
import { notify } from '../../../../lib/notify';
import { useRenderedInitialData } from '../../../../lib/render-data';
import { Figures } from '../../components/figures';
import { LandingIcon } from './landing-icon';
import styles from './landing.module.css';

/** How long the "coming soon" note of a store button stays. */
const COMING_SOON_MS = 4000;

const SOLUTION = [
  { key: 'volunteers', icon: 'users' },
  { key: 'ai', icon: 'cpu' },
  { key: 'database', icon: 'search' },
  { key: 'humanity', icon: 'heart' },
] as const;

const VALUES = [
  { title: 'families', text: 'familiesText', icon: 'home' },
  { title: 'volunteersTitle', text: 'volunteersText', icon: 'handshake' },
  { title: 'society', text: 'societyText', icon: 'globe' },
] as const;

/** The problem, the solution, the values, how it works and how it is paid for: the platform's story. */
export function LandingStory() {
  const { t } = useTranslation('reunionLanding');
  const s = (key: string) => t(`sections.${key}`);
  return (
    <div className="container">
      <section className={styles.block} aria-labelledby="landing-problem">
        <h2 id="landing-problem">{s('problem.title')}</h2>
        <p className={styles.lead}>{s('problem.text')}</p>
      </section>
      <section className={styles.block} aria-labelledby="landing-solution">
        <h2 id="landing-solution">{s('solution.title')}</h2>
        <p className={styles.lead}>{s('solution.summary')}</p>
        <ul className={styles.cards}>
          {SOLUTION.map(({ key, icon }) => (
            <li key={key} className={styles.card}>
              <LandingIcon name={icon} size={28} />
              <h3>{s(`solution.${key}`)}</h3>
              <p>{s(`solution.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="landing-values">
        <h2 id="landing-values">{s('values.title')}</h2>
        <ul className={styles.cards}>
          {VALUES.map(({ title, text, icon }) => (
            <li key={title} className={styles.card}>
              <LandingIcon name={icon} size={28} />
              <h3>{s(`values.${title}`)}</h3>
              <p>{s(`values.${text}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="landing-operating">
        <h2 id="landing-operating">{s('operating.title')}</h2>
        <ol className={styles.steps}>
          {[1, 2, 3, 4].map((step) => (
            <li key={step}>{s(`operating.step${step}`)}</li>
          ))}
        </ol>
      </section>
      <section className={styles.block} aria-labelledby="landing-business">
        <h2 id="landing-business">{s('business.title')}</h2>
        <div className={styles.business}>
          <div className={styles.card}>
            <h3>{s('business.free')}</h3>
            <p>{s('business.freeText')}</p>
          </div>
          <div className={styles.card}>
            <h3>{s('business.revenue')}</h3>
            <ul>
              <li>{s('business.pets')}</li>
              <li>{s('business.products')}</li>
              <li>{s('business.brands')}</li>
            </ul>
            <Link href="/shop" className={styles.more}>
              {s('business.shopLink')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

/**
 * The platform's impact as live counts of its own records (the figures endpoint), a call to action and the
 * app promotion, whose store buttons say the app is coming soon.
 */
export function LandingImpact({
  locale,
  casesHref,
  onJoin,
}: {
  locale: string;
  casesHref: string;
  /** Opens the volunteer registration ("Join the community"). */
  onJoin?: (() => void) | undefined;
}) {
  const { t } = useTranslation('reunionLanding');
  const s = (key: string) => t(`sections.${key}`);
  const figures = useQuery({ ...reunionFiguresQuery(), ...useRenderedInitialData(reunionApi.figures, {}) });
  const data = figures.data?.data;
  const comingSoon = () => notify('info', s('app.toast'), { autoClose: COMING_SOON_MS });
  return (
    <div className="container">
      <section id="figures" className={styles.block} aria-labelledby="landing-impact">
        <h2 id="landing-impact">{s('impact.title')}</h2>
        <p className={styles.lead}>{s('impact.summary')}</p>
        <Figures figures={data} failed={figures.isError} locale={locale} />
      </section>
      <section className={`${styles.block} ${styles.cta}`} aria-labelledby="landing-cta">
        <h2 id="landing-cta">{s('cta.title')}</h2>
        <p>{s('cta.text')}</p>
        <a className="button button-primary" href={casesHref}>
          {s('cta.action')}
        </a>
        {onJoin && (
          <button type="button" className="button button-ghost" onClick={onJoin} data-join-community="">
            {s('cta.join')}
          </button>
        )}
      </section>
      <section className={styles.block} aria-labelledby="landing-app">
        <h2 id="landing-app">{s('app.title')}</h2>
        <p className={styles.lead}>{s('app.text')}</p>
        <div className={styles.stores}>
          {(['appStore', 'googlePlay'] as const).map((store) => (
            <button key={store} type="button" className="button button-ghost" onClick={comingSoon}>
              {s(`app.${store}`)} <span className={styles.sampleBadge}>{s('app.comingSoon')}</span>
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
