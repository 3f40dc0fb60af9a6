import { useTranslation } from 'react-i18next';
import styles from './stack-list.module.css';

interface StackItem {
  /** A product name: the same in every language. */
  name: string;
  key: string;
  href?: string;
}

/** What this project is built with, as its package.json files say (checked when they change). */
const STACK: { group: string; items: StackItem[] }[] = [
  {
    group: 'web',
    items: [
      { name: 'React 19', key: 'react' },
      { name: 'Vite', key: 'vite' },
      { name: 'TypeScript', key: 'typescript' },
      { name: 'TanStack Query', key: 'query' },
      { name: 'React Hook Form + zod', key: 'forms' },
      { name: 'i18next', key: 'i18next' },
    ],
  },
  {
    group: 'server',
    items: [
      { name: 'Node.js 24', key: 'node' },
      { name: 'Fastify 5', key: 'fastify' },
      { name: 'zod 4 + OpenAPI', key: 'contracts' },
      { name: '/api/docs', key: 'apiDocs', href: '/api/docs' },
      { name: 'sharp + ffmpeg', key: 'media' },
      { name: 'prom-client', key: 'metrics' },
      { name: 'argon2id + CSP', key: 'security' },
    ],
  },
  {
    group: 'data',
    items: [
      { name: 'Kysely', key: 'kysely' },
      { name: 'SQLite · PostgreSQL · MySQL', key: 'databases' },
      { name: 'Local folder · S3', key: 'storage' },
      { name: 'Redis', key: 'redis' },
    ],
  },
  {
    group: 'quality',
    items: [
      { name: 'Vitest', key: 'vitest' },
      { name: 'Playwright', key: 'playwright' },
      { name: 'ESLint + Prettier', key: 'lint' },
    ],
  },
];

/** The real stack of this site, grouped by where it runs. */
export function StackList() {
  const { t } = useTranslation('infrastructure');
  return (
    <div className={styles.groups}>
      {STACK.map(({ group, items }) => (
        <section key={group} className={styles.group} aria-labelledby={`stack-${group}`}>
          <h3 id={`stack-${group}`} className={styles.title}>
            {t(`stack.groups.${group}`)}
          </h3>
          <dl className={styles.items}>
            {items.map((item) => (
              <div key={item.key} className={styles.item}>
                <dt>
                  <bdi>{item.href ? <a href={item.href}>{item.name}</a> : item.name}</bdi>
                </dt>
                <dd>{t(`stack.items.${item.key}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
