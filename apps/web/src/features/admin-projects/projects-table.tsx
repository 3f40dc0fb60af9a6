import type { AdminCategory, AdminProject, LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable, selectColumn } from '../../components/admin/data-table';
import ui from '../../components/admin/admin-ui.module.css';
import { pageSelection, RowCheckbox, selectedRowClass } from '../../components/admin/list';
import { StatusBadge } from '../../components/admin/status-badge';
import { ImageWithFallback } from '../../components/image';
import { formatNumber } from '../../lib/format';
import { localeOf } from '../../lib/i18n';
import { categoryName, projectTitle } from './project-display';
import styles from './projects-page.module.css';

function Thumbnail({ src }: { src: string | null }) {
  const { t } = useTranslation('admin-editor');
  const noImage = (
    <span className={styles.noImage}>
      <span className="visually-hidden">{t('list.noImage')}</span>
    </span>
  );
  return <ImageWithFallback src={src} fallback={noImage} className={styles.thumb} width={72} height={48} />;
}

interface ProjectsTableProps {
  rows: AdminProject[];
  lang: LanguageCode;
  categories: ReadonlyMap<number, AdminCategory>;
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  /** Ticks or unticks every row shown. */
  onToggleAll: (on: boolean) => void;
  onDelete: (project: AdminProject, title: string) => void;
  busy: boolean;
  /** A newer page is being loaded (the table dims). */
  fetching: boolean;
}

/** The projects of one page: picture, title, category, state, order, last change and actions. */
export function ProjectsTable({
  rows,
  lang,
  categories,
  selected,
  onToggle,
  onToggleAll,
  onDelete,
  busy,
  fetching,
}: ProjectsTableProps) {
  const { t } = useTranslation('admin-editor');
  const { all, some } = pageSelection(rows, selected);
  const locale = localeOf(lang);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <DataTable
      caption={t('list.caption')}
      cardsOnPhone
      className={styles.table}
      busy={fetching}
      columns={[
        selectColumn({ all, some }, t('list.selectAll'), onToggleAll),
        { key: 'image', label: t('list.columns.image'), hidden: true },
        { key: 'title', label: t('list.columns.title') },
        { key: 'category', label: t('list.columns.category') },
        { key: 'status', label: t('list.columns.status') },
        { key: 'order', label: t('list.columns.order'), className: ui.numeric },
        { key: 'updated', label: t('list.columns.updated') },
        { key: 'actions', label: t('list.columns.actions'), hidden: true },
      ]}
    >
      {rows.map((project) => {
        const title = projectTitle(project, lang);
        const category = project.category_id === null ? undefined : categories.get(project.category_id);
        const categoryText = category
          ? categoryName(category, lang)
          : (project.category_key ?? t('list.uncategorised'));
        return (
          <tr key={project.id} className={selectedRowClass(selected.has(project.id))}>
            <td className={`${ui.checkCell} ${styles.checkCell}`}>
              <RowCheckbox
                label={t('list.selectOne', { title: title.text })}
                checked={selected.has(project.id)}
                onChange={(on) => onToggle(project.id, on)}
              />
            </td>
            <td className={styles.thumbCell}>
              <Thumbnail key={project.image_url ?? ''} src={project.image_url} />
            </td>
            <td className={styles.titleCell}>
              <Link href={`/admin/projects/${project.id}/edit`} className={styles.titleLink} lang={title.lang}>
                {title.text}
              </Link>
              {title.fallback && <span className={styles.fallback}>{t('list.englishFallback')}</span>}
            </td>
            <td data-label={t('list.columns.category')}>{categoryText}</td>
            <td data-label={t('list.columns.status')}>
              <span className={styles.badges}>
                <StatusBadge tone={project.is_published ? 'success' : 'neutral'}>
                  {project.is_published ? t('status.published') : t('status.draft')}
                </StatusBadge>
                {project.is_featured && <StatusBadge tone="warning">{t('status.featured')}</StatusBadge>}
              </span>
            </td>
            <td className={ui.numeric} data-label={t('list.columns.order')}>
              {formatNumber(project.sort_order, locale)}
            </td>
            <td className={styles.dateCell} data-label={t('list.columns.updated')}>
              <time dateTime={project.updated_at}>{dateFormat.format(new Date(project.updated_at))}</time>
            </td>
            <td className={styles.actionsCell}>
              <div className={ui.rowActions}>
                <Link
                  href={`/admin/projects/${project.id}/edit`}
                  className={ui.smallButton}
                  aria-label={t('list.editNamed', { title: title.text })}
                >
                  {t('list.edit')}
                </Link>
                <button
                  type="button"
                  className={`${ui.smallButton} ${ui.dangerButton}`}
                  aria-label={t('list.deleteNamed', { title: title.text })}
                  disabled={busy}
                  onClick={() => onDelete(project, title.text)}
                >
                  {t('list.delete')}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
