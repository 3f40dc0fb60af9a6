import type { HomeContent } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { QueryScope } from '../../../components/query-scope';
import { useHomeContent } from '../hooks/use-home-data';
import { SKILL_ORDER } from '../lib/skills';
import { SectionError, SectionPlaceholder, type SectionKind } from './section-status';
import styles from './profile-sections.module.css';

/**
 * A profile section's content, in a query scope of its own: `View` draws its part of the home content once
 * it is there; until then a reserved space, or the error with another try.
 */
function contentSection(kind: SectionKind, View: (props: { content: HomeContent }) => ReactNode) {
  function WithContent() {
    const { data, isError, refetch } = useHomeContent();
    if (data) return <View content={data} />;
    if (isError) return <SectionError onRetry={() => void refetch()} />;
    return <SectionPlaceholder kind={kind} />;
  }
  return function SectionContent() {
    return (
      <QueryScope>
        <WithContent />
      </QueryScope>
    );
  };
}

function CheckIcon() {
  return (
    <Icon className={styles.check} viewBox="0 0 20 20" size={18} strokeWidth={2.4} strokeLinejoin="miter">
      <path d="m4 10.5 4 4 8-9" />
    </Icon>
  );
}

function About({ content }: { content: HomeContent }) {
  const { t } = useTranslation('home');
  const { heading, paragraphs, highlights } = content.about;
  return (
    <div className={styles.about}>
      <div className={styles.aboutText}>
        <h3 className={styles.lead}>{heading}</h3>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {highlights.length > 0 && (
        <div className={styles.highlights}>
          <h3 className={styles.smallHeading}>{t('about.highlights')}</h3>
          <ul>
            {highlights.map((highlight) => (
              <li key={highlight}>
                <CheckIcon />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Experience({ content }: { content: HomeContent }) {
  const { t } = useTranslation('home');
  return (
    <ol className={styles.timeline}>
      {content.experience.map((job) => (
        <li key={`${job.company}-${job.period}`} className={styles.job}>
          <div className={styles.jobHead}>
            <h3>{job.role}</h3>
            <p className={styles.company}>{job.company}</p>
            <p className={styles.meta}>
              <span>{job.period}</span>
              {job.location && <span>{job.location}</span>}
            </p>
          </div>
          <ul className={styles.achievements} aria-label={t('experience.achievements', { company: job.company })}>
            {job.achievements.map((achievement) => (
              <li key={achievement}>{achievement}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Skills({ content }: { content: HomeContent }) {
  const { t } = useTranslation('home');
  const groups = SKILL_ORDER.filter((group) => content.skills[group].length > 0);
  return (
    <div className={styles.skills}>
      {groups.map((group) => (
        <div key={group} className={styles.skillGroup}>
          <h3 className={styles.smallHeading}>{t(`skills.groups.${group}`)}</h3>
          <ul className={styles.chips}>
            {content.skills[group].map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Certifications({ content }: { content: HomeContent }) {
  const { t } = useTranslation('home');
  return (
    <ul className={styles.certificates}>
      {content.certifications.map((certificate) => (
        <li key={certificate.name} className={styles.certificate}>
          <svg className={styles.badge} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <circle cx="12" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <div>
            <h3>{certificate.name}</h3>
            <p className={styles.meta}>
              {t('certified.issued', { issuer: certificate.issuer, year: certificate.year })}
            </p>
            {certificate.url && (
              <a
                href={certificate.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('certified.viewLabel', { name: certificate.name })}
              >
                {t('certified.view')}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** About: a heading, paragraphs and highlights. */
export const AboutContent = contentSection('about', About);

/** Experience: the employers with role, period, location and achievements. */
export const ExperienceContent = contentSection('experience', Experience);

/** Skills in five groups: languages, frameworks, databases, tools and cloud. */
export const SkillsContent = contentSection('skills', Skills);

/** Certifications: name, issuer, year and a link when there is one. */
export const CertificationsContent = contentSection('certified', Certifications);
