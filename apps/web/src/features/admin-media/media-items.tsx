import type { AdminMediaCategory, AdminMediaItem, LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, selectColumn } from '../../components/admin/data-table';
import ui from '../../components/admin/admin-ui.module.css';
import { pageSelection, RowCheckbox, selectedRowClass } from '../../components/admin/list';
import { formatDate, formatDateTime, formatSize } from '../../lib/format';
import { Icon } from '../../components/admin/icons';
import { StatusBadge } from '../../components/admin/status-badge';
import { CategoryTag } from './categories/category-tag';
import { mediaTitle } from './media-display';
import { MediaIcon } from './media-icons';
import { MediaPreview } from './media-preview';
import narrow from '../../components/admin/narrow.module.css';
import styles from './media-items.module.css';

export interface MediaItemsProps {
  items: AdminMediaItem[];
  lang: LanguageCode;
  locale: string;
  categories: ReadonlyMap<number, AdminMediaCategory>;
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onEdit: (id: number) => void;
  onDelete: (item: AdminMediaItem, title: string) => void;
  onReprocess: (item: AdminMediaItem) => void;
  busy: boolean;
  /** The list is being refreshed (dims it a little). */
  fetching: boolean;
}

export function categoryLabel(category: AdminMediaCategory, lang: LanguageCode): string {
  return category.names[lang] || category.names.en || category.key;
}

/** The type in words: image, video, audio, or YouTube video. */
function useTypeLabel() {
  const { t } = useTranslation('admin-media');
  return (item: AdminMediaItem) => (item.youtube_id ? t('types.youtube') : t(`types.${item.media_type}`));
}

/** The states worth a badge: processing (unless done), visibility, featured, archived. */
export function ItemBadges({ item }: { item: AdminMediaItem }) {
  const { t } = useTranslation('admin-media');
  const processingTone =
    item.processing_status === 'failed' ? 'danger' : item.processing_status === 'completed' ? 'success' : 'warning';
  return (
    <span className={styles.badges}>
      {item.processing_status !== 'completed' && (
        <StatusBadge tone={processingTone}>{t(`processing.${item.processing_status}`)}</StatusBadge>
      )}
      <StatusBadge tone={item.is_public ? 'success' : 'neutral'}>
        {item.is_public ? t('visibility.public') : t('visibility.private')}
      </StatusBadge>
      {item.is_featured && <StatusBadge tone="warning">{t('featured.badge')}</StatusBadge>}
      {item.status === 'archived' && <StatusBadge tone="info">{t('status.archived')}</StatusBadge>}
    </span>
  );
}

function ItemActions({
  item,
  title,
  onEdit,
  onDelete,
  onReprocess,
  busy,
  compact,
}: {
  item: AdminMediaItem;
  title: string;
  onEdit: (id: number) => void;
  onDelete: (item: AdminMediaItem, title: string) => void;
  onReprocess: (item: AdminMediaItem) => void;
  busy: boolean;
  compact: boolean;
}) {
  const { t } = useTranslation('admin-media');
  const label = compact ? 'visually-hidden' : `${styles.buttonText} ${narrow.hideBelow900}`;
  return (
    <div className={ui.rowActions}>
      {item.processing_status === 'failed' && item.youtube_id === null && (
        <button type="button" className={ui.smallButton} disabled={busy} onClick={() => onReprocess(item)}>
          <MediaIcon name="refresh" size={16} />
          <span className={label}>{t('item.reprocess')}</span>
          <span className="visually-hidden"> {title}</span>
        </button>
      )}
      <button type="button" className={ui.smallButton} onClick={() => onEdit(item.id)}>
        <Icon name="edit" size={16} />
        <span className={label}>{t('item.edit')}</span>
        <span className="visually-hidden"> {title}</span>
      </button>
      <button
        type="button"
        className={`${ui.smallButton} ${ui.dangerButton}`}
        disabled={busy}
        onClick={() => onDelete(item, title)}
      >
        <Icon name="trash" size={16} />
        <span className={label}>{t('item.delete')}</span>
        <span className="visually-hidden"> {title}</span>
      </button>
    </div>
  );
}

/** Cards with a preview, for browsing pictures. */
export function MediaGrid(props: MediaItemsProps) {
  const { items, lang, locale, categories, selected, onToggle, onEdit, fetching } = props;
  const { t } = useTranslation('admin-media');
  const typeLabel = useTypeLabel();
  return (
    <ul className={styles.grid} aria-label={t('list.gridLabel')} aria-busy={fetching}>
      {items.map((item) => {
        const title = mediaTitle(item, lang);
        const category = item.category_id === null ? undefined : categories.get(item.category_id);
        const isSelected = selected.has(item.id);
        return (
          <li key={item.id} className={styles.card} data-selected={isSelected || undefined}>
            <div className={styles.cardMedia}>
              <MediaPreview item={item} locale={locale} />
              <RowCheckbox
                className={styles.cardCheck}
                label={t('list.selectOne', { title: title.text })}
                checked={isSelected}
                onChange={(on) => onToggle(item.id, on)}
              />
              {item.is_featured && (
                <span className={styles.star}>
                  <Icon name="star" size={16} />
                </span>
              )}
            </div>
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>
                <button type="button" className={styles.titleButton} lang={title.lang} onClick={() => onEdit(item.id)}>
                  {title.text}
                </button>
              </h3>
              <p className={styles.meta}>
                <span>{typeLabel(item)}</span>
                {item.file_size !== null && <span>{formatSize(item.file_size, locale)}</span>}
                <time dateTime={item.created_at} title={formatDateTime(item.created_at, locale)}>
                  {formatDate(item.created_at, locale)}
                </time>
              </p>
              <ItemBadges item={item} />
              {category && (
                <CategoryTag name={categoryLabel(category, lang)} colour={category.color_code} icon={category.icon} />
              )}
            </div>
            <div className={styles.cardActions}>
              <ItemActions {...props} item={item} title={title.text} compact />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A table with the facts side by side, for sorting through many items. */
export function MediaTable(props: MediaItemsProps) {
  const { items, lang, locale, categories, selected, onToggle, onToggleAll, onEdit, fetching } = props;
  const { t } = useTranslation('admin-media');
  const typeLabel = useTypeLabel();
  const { all, some } = pageSelection(items, selected);

  return (
    <DataTable
      caption={t('list.caption')}
      wrapClassName={styles.tableWrap}
      busy={fetching}
      columns={[
        selectColumn({ all, some }, t('list.selectAll'), onToggleAll),
        { key: 'preview', label: t('list.columns.preview'), hidden: true },
        { key: 'title', label: t('list.columns.title') },
        { key: 'category', label: t('list.columns.category'), className: styles.wide },
        { key: 'status', label: t('list.columns.status'), className: styles.wide },
        { key: 'size', label: t('list.columns.size'), className: `${ui.numeric} ${styles.wide}` },
        { key: 'created', label: t('list.columns.created'), className: styles.wide },
        { key: 'actions', label: t('list.columns.actions'), hidden: true },
      ]}
    >
      {items.map((item) => {
        const title = mediaTitle(item, lang);
        const category = item.category_id === null ? undefined : categories.get(item.category_id);
        const isSelected = selected.has(item.id);
        return (
          <tr key={item.id} className={selectedRowClass(isSelected)}>
            <td className={ui.checkCell}>
              <RowCheckbox
                label={t('list.selectOne', { title: title.text })}
                checked={isSelected}
                onChange={(on) => onToggle(item.id, on)}
              />
            </td>
            <td className={styles.thumbCell}>
              <MediaPreview item={item} locale={locale} className={styles.rowPreview} />
            </td>
            <td className={styles.titleCell}>
              <button type="button" className={styles.titleButton} lang={title.lang} onClick={() => onEdit(item.id)}>
                {title.text}
              </button>
              <span className={styles.sub}>
                <span>{typeLabel(item)}</span>
                {item.original_filename && (
                  <span dir="auto" className={styles.filename}>
                    {item.original_filename}
                  </span>
                )}
              </span>
              {/* Narrow screens hide the other columns; their facts show here instead. */}
              <span className={styles.narrowFacts}>
                <ItemBadges item={item} />
                {category && (
                  <CategoryTag name={categoryLabel(category, lang)} colour={category.color_code} icon={category.icon} />
                )}
              </span>
            </td>
            <td className={styles.wide}>
              {category ? (
                <CategoryTag name={categoryLabel(category, lang)} colour={category.color_code} icon={category.icon} />
              ) : (
                <span className={styles.muted}>{t('list.uncategorised')}</span>
              )}
            </td>
            <td className={styles.wide}>
              <ItemBadges item={item} />
            </td>
            <td className={`${ui.numeric} ${styles.wide} ${styles.nowrap}`}>
              {item.file_size !== null ? formatSize(item.file_size, locale) : '–'}
            </td>
            <td className={`${styles.wide} ${styles.nowrap} ${styles.muted}`}>
              <time dateTime={item.created_at} title={formatDateTime(item.created_at, locale)}>
                {formatDate(item.created_at, locale)}
              </time>
            </td>
            <td className={styles.actionsCell}>
              <ItemActions {...props} item={item} title={title.text} compact={false} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
