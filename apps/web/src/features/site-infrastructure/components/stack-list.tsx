import { useTranslation } from 'react-i18next';
import styles from './stack-list.module.css';

/**
 * What this project is built with, as its package.json files say (checked when they change): per group,
 * each item's key (its description is `stack.items.<key>`) and its product name, the same in every
 * language. A name that is a path of this site is shown as a link to it.
 */
const STACK: Record<string, Record<string, string>> = {
  web: {
    react: 'React 19',
    vite: 'Vite',
    typescript: 'TypeScript',
    query: 'TanStack Query',
    forms: 'React Hook Form + zod',
    i18next: 'i18next',
  },
  server: {
    node: 'Node.js 24',
    fastify: 'Fastify 5',
    contracts: 'zod 4 + OpenAPI',
    apiDocs: '/api/docs',
    media: 'sharp + ffmpeg',
    metrics: 'prom-client',
    security: 'argon2id + CSP',
  },
  data: {
    kysely: 'Kysely',
    databases: 'SQLite · PostgreSQL · MySQL',
    storage: 'Local folder · S3',
    redis: 'Redis',
  },
  quality: {
    vitest: 'Vitest',
    playwright: 'Playwright',
    lint: 'ESLint + Prettier',
  },
};

/** The real stack of this site, grouped by where it runs. */
export function StackList() {
  const { t } = useTranslation('infrastructure');
  return (
    <div className={styles.groups}>
      {Object.entries(STACK).map(([group, items]) => (
        <section key={group} className={styles.group} aria-labelledby={`stack-${group}`}>
          <h3 id={`stack-${group}`} className={styles.title}>
            {t(`stack.groups.${group}`)}
          </h3>
          <dl className={styles.items}>
            {Object.entries(items).map(([key, name]) => (
              <div key={key} className={styles.item}>
                <dt>
                  <bdi>{name.startsWith('/') ? <a href={name}>{name}</a> : name}</bdi>
                </dt>
                <dd>{t(`stack.items.${key}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
