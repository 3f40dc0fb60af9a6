import type { Project } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../../components/image';
import { badgeColorOf, imageSource, linkOf } from '../lib/project';
import styles from './projects-gallery.module.css';

const SIZE_CLASS = { small: styles.small, medium: styles.medium, large: styles.large } as const;

function ExternalIcon() {
  return (
    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className={styles.linkIcon}>
      <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A project's outside link (live site, source code), opened in a new tab; its name says which project's. */
function ProjectLink({ href, text, title }: { href: string; text: string; title: string }) {
  const { t } = useTranslation('home');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('projects.linkLabel', { link: text, title })}
    >
      {text}
      <ExternalIcon />
    </a>
  );
}

function ProjectImage({ project }: { project: Project }) {
  const { t } = useTranslation('home');
  const initial = (
    <div className={styles.fallback} role="img" aria-label={t('projects.noImage')}>
      <span aria-hidden="true">{project.title.trim().charAt(0)}</span>
    </div>
  );
  return (
    <ImageWithFallback
      src={imageSource(project.image_url)}
      fallback={initial}
      className={styles.image}
      width={640}
      height={360}
    />
  );
}

/** One project: image, title, description, category, technologies, links and metrics. */
export function ProjectCard({ project, index }: { project: Project; index: number }) {
  const { t } = useTranslation('home');
  const live = linkOf(project.liveUrl);
  const source = linkOf(project.githubUrl);
  const badge = badgeColorOf(project.badgeColor);
  const style = { '--reveal-delay': `${index * 100}ms`, ...(badge ? { '--badge': badge } : {}) } as CSSProperties;
  return (
    <li className={`${styles.card} ${SIZE_CLASS[project.size] ?? styles.medium}`} style={style}>
      <ProjectImage project={project} />
      <div className={styles.body}>
        {project.category_name && <p className={styles.category}>{project.category_name}</p>}
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.description}>{project.description}</p>
        {project.technologies.length > 0 && (
          <ul className={styles.tech} aria-label={t('projects.technologies')}>
            {project.technologies.map((tech) => (
              <li key={tech}>{tech}</li>
            ))}
          </ul>
        )}
        {project.metrics.length > 0 && (
          <dl className={styles.metrics} aria-label={t('projects.metrics')}>
            {project.metrics.map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>{metric.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {(live || source) && (
          <p className={styles.links}>
            {live && <ProjectLink href={live} text={t('projects.live')} title={project.title} />}
            {source && <ProjectLink href={source} text={t('projects.source')} title={project.title} />}
          </p>
        )}
      </div>
    </li>
  );
}
