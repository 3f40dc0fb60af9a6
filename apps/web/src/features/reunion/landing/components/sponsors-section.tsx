import { initialsOf, SPONSOR_CATEGORIES, type LandingSponsor } from '@site/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingIcon } from './landing-icon';
import styles from './landing.module.css';
import { textOn } from '../../../../lib/colour';

// The dialog and its form load when the visitor asks for them.
const EnquiryDialog = lazy(() => import('./enquiry-dialog'));

/** One sponsor: a coloured logo block with its icon and up to three initials, its name and what it does. */
function SponsorCard({
  sponsor,
  sampleLabel,
  websiteLabel,
}: {
  sponsor: LandingSponsor;
  sampleLabel: string;
  websiteLabel: string;
}) {
  return (
    <li className={styles.sponsor}>
      <span
        className={styles.logo}
        style={{ backgroundColor: sponsor.colour, color: textOn(sponsor.colour) }}
        aria-hidden="true"
      >
        <LandingIcon name={sponsor.icon} size={22} />
        <span>{initialsOf(sponsor.name, 3)}</span>
      </span>
      <div>
        <h4 className={styles.sponsorName}>
          {sponsor.website ? (
            <a href={sponsor.website} rel="noopener noreferrer external" target="_blank" aria-label={websiteLabel}>
              {sponsor.name}
            </a>
          ) : (
            sponsor.name
          )}
          {sponsor.is_sample && <span className={styles.sampleBadge}>{sampleLabel}</span>}
        </h4>
        <p className={styles.muted}>{sponsor.description}</p>
      </div>
    </li>
  );
}

/** The sponsors by category (three of each) and the partner call to action, which opens the enquiry dialog. */
export function SponsorsSection({ sponsors }: { sponsors: readonly LandingSponsor[] }) {
  const { t } = useTranslation('reunionLanding');
  const [enquiring, setEnquiring] = useState(false);
  return (
    <div className={styles.sponsors}>
      <p className={styles.lead}>{t('sponsors.description')}</p>
      {SPONSOR_CATEGORIES.map((category) => {
        const inCategory = sponsors.filter((sponsor) => sponsor.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`sponsors-${category}`} className={styles.category}>
            <h3 id={`sponsors-${category}`}>{t(`sponsors.categories.${category}`)}</h3>
            <ul className={styles.sponsorGrid}>
              {inCategory.map((sponsor) => (
                <SponsorCard
                  key={sponsor.id}
                  sponsor={sponsor}
                  sampleLabel={t('sponsors.sample')}
                  websiteLabel={t('sponsors.website', { name: sponsor.name })}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {sponsors.some((sponsor) => sponsor.is_sample) && <p className={styles.muted}>{t('sponsors.sampleNote')}</p>}
      <div className={styles.partner}>
        <h3>{t('sponsors.partnerTitle')}</h3>
        <p>{t('sponsors.partnerText')}</p>
        <button type="button" className="button button-primary" onClick={() => setEnquiring(true)}>
          {t('sponsors.partnerWithUs')}
        </button>
      </div>
      {enquiring && (
        <Suspense fallback={null}>
          <EnquiryDialog onClose={() => setEnquiring(false)} />
        </Suspense>
      )}
    </div>
  );
}
