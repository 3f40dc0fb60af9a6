import type { AdminMediaCategory, LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import ui from '../../../components/admin/admin-ui.module.css';
import { RowCheckbox, selectedRowClass } from '../../../components/admin/list';
import { CategoryRowActions, type OrderedRowActions } from '../../../components/admin/category-list';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatNumber } from '../../../lib/format';
import { CategoryIcon } from './category-icons';
import { inkOn, safeColour } from './category-tag';
import narrow from '../../../components/admin/narrow.module.css';
import styles from './media-categories-page.module.css';

/** A category's name in a language, else English, else its key. */
export function localName(category: AdminMediaCategory, language: LanguageCode): string {
  return category.names[language] || category.names.en || category.key;
}

interface MediaCategoryRowProps {
  category: AdminMediaCategory;
  language: LanguageCode;
  locale: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  actions: OrderedRowActions;
}

/** One media category in the ordered table: its swatch and names, key, media, state and actions. */
export function MediaCategoryRow({ category, language, locale, selected, onSelect, actions }: MediaCategoryRowProps) {
  const { t } = useTranslation('admin-media');
  const name = localName(category, language);
  const english = category.names.en ?? category.key;
  const description = category.descriptions[language] || category.descriptions.en;
  return (
    <tr className={selectedRowClass(selected)}>
      <td className={ui.checkCell}>
        <RowCheckbox label={t('categories.selectOne', { name })} checked={selected} onChange={onSelect} />
      </td>
      <td className={`${ui.numeric} ${styles.wide}`}>{formatNumber(category.sort_order, locale)}</td>
      <th scope="row" className={styles.nameCell}>
        <span className={styles.nameLine}>
          <span
            className={styles.swatch}
            style={{
              backgroundColor: safeColour(category.color_code),
              color: inkOn(category.color_code),
            }}
            aria-hidden="true"
          >
            <CategoryIcon name={category.icon} size={18} />
          </span>
          <span className={styles.names}>
            <span lang={category.names[language] ? language : 'en'}>{name}</span>
            {name !== english && (
              <span lang="en" className={styles.english}>
                {english}
              </span>
            )}
          </span>
        </span>
        {description && <span className={styles.description}>{description}</span>}
        {/* Narrow screens hide the other columns; their facts show here instead. */}
        <span className={styles.narrowFacts}>
          <code dir="ltr">{category.key}</code>
          <span>{t('categories.mediaCount', { count: category.media_count })}</span>
          {!category.is_active && <span>{t('categories.inactive')}</span>}
        </span>
      </th>
      <td className={styles.wide}>
        <code dir="ltr">{category.key}</code>
      </td>
      <td className={`${ui.numeric} ${styles.wide}`}>
        {category.media_count > 0 ? (
          <Link href={`/admin/media?category=${category.id}`} className={styles.countLink}>
            {formatNumber(category.media_count, locale)}
            <span className="visually-hidden"> {t('categories.showMedia', { name })}</span>
          </Link>
        ) : (
          formatNumber(0, locale)
        )}
      </td>
      <td className={styles.wide}>
        <StatusBadge tone={category.is_active ? 'success' : 'neutral'}>
          {category.is_active ? t('categories.active') : t('categories.inactive')}
        </StatusBadge>
      </td>
      <td className={styles.actionsCell}>
        <CategoryRowActions t={t} name={name} actions={actions} textClassName={narrow.hideBelow900} />
      </td>
    </tr>
  );
}
