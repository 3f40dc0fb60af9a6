import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryScope } from '../../../components/query-scope';
import { useCategories, useProjects } from '../hooks/use-home-data';
import { useInViewOnce } from '../hooks/use-in-view-once';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { ALL_CATEGORIES, filterProjects } from '../lib/project';
import { ProjectCard } from './project-card';
import { reservedHeight, SectionError } from './section-status';
import styles from './projects-gallery.module.css';

function Gallery() {
  const { t } = useTranslation('home');
  const projects = useProjects();
  const categories = useCategories();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const reducedMotion = useReducedMotion();
  const [gridRef, revealed] = useInViewOnce<HTMLUListElement>(0);
  const shown = useMemo(() => filterProjects(projects.data ?? [], category), [projects.data, category]);

  if (projects.isError || categories.isError) {
    return (
      <SectionError
        message={t('projects.loadFailed')}
        onRetry={() => {
          if (projects.isError) void projects.refetch();
          if (categories.isError) void categories.refetch();
        }}
      />
    );
  }
  if (!projects.data || !categories.data) {
    return (
      <div className={`${styles.loading} ${reservedHeight('projects')}`} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">{t('projects.loading')}</span>
      </div>
    );
  }

  const filters = [{ key: ALL_CATEGORIES, name: t('projects.all') }, ...categories.data];
  const animate = !reducedMotion;
  return (
    <>
      <p className={styles.nda}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{t('projects.nda')}</span>
      </p>
      <div className={styles.filters} role="group" aria-label={t('projects.filter')}>
        {filters.map((filter) => (
          <button
            key={filter.key}
            type="button"
            className={styles.filter}
            aria-pressed={category === filter.key}
            onClick={() => setCategory(filter.key)}
          >
            {filter.name}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('projects.shown', { number: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('projects.empty')}</p>
      ) : (
        <ul
          ref={gridRef}
          className={`${styles.grid} ${animate ? styles.animated : ''} ${animate && revealed ? styles.revealed : ''}`}
        >
          {shown.map((project, index) => (
            // Keyed by the filter too, so that a new filter reveals its cards again, staggered.
            <ProjectCard key={`${category}-${project.id}`} project={project} index={index} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The projects gallery with category filters and the NDA note. */
export default function ProjectsGallery() {
  return (
    <QueryScope>
      <Gallery />
    </QueryScope>
  );
}
