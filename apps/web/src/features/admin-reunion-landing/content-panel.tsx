import { initialsOf, LANGUAGE_CODES } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminLandingContentKeys,
  deleteLandingItem,
  fetchLandingItems,
  saveLandingItem,
  type LandingContentKind,
  type LandingItem,
} from '../../api/admin-reunion-landing';
import { reunionLandingKeys } from '../../api/reunion-landing';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { translateMessage } from '../../components/admin/form/validation';
import { Icon } from '../../components/admin/icons';
import { EmptyState, ListBody } from '../../components/admin/list';
import { PanelSection } from '../../components/admin/panel-section';
import { ReorderActions } from '../../components/admin/reorder-actions';
import { useInvalidate } from '../../components/admin/use-admin-queries';
import { useLocale } from '../../components/admin/use-locale';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { ContentEditor, useContentTexts } from './content-editor';
import { itemToInput, nextSortOrder, reorderPlan, type ContentKind } from './content-kinds';
import styles from './content.module.css';
import { textOn } from '../../lib/colour';

/** The item the editor is open for: `{ item: null }` to add one; null while it is closed. */
type Editing<K extends LandingContentKind> = { item: LandingItem<K> | null } | null;

/**
 * One kind of landing content as a panel: its items in display order (what the landing shows, in the
 * admin's language), add, edit, delete after a confirmation, and up/down. Every change refreshes the list
 * and the public landing's content.
 */
export function ContentPanel<K extends LandingContentKind>({ kind }: { kind: ContentKind<K> }) {
  const { t } = useContentTexts();
  const { language } = useLocale();
  const [editing, setEditing] = useState<Editing<K>>(null);
  const [deleting, setDeleting] = useState<LandingItem<K> | null>(null);
  const list = useQuery({
    queryKey: adminLandingContentKeys.list(kind.kind),
    queryFn: ({ signal }) => fetchLandingItems(kind.kind, signal),
  });
  const refresh = useInvalidate([adminLandingContentKeys.list(kind.kind), reunionLandingKeys.all]);
  const items = list.data ?? [];
  const { t: te } = useTranslation('admin-editor');
  // A failed change says why, by its code where the site words it (e.g. "50 items of this kind already").
  const failed = (error: Error) => {
    const code = error instanceof ApiError ? (error.coded.code ?? error.message) : error.message;
    notify('error', t('failed', { message: translateMessage(code, te) }));
  };

  const remove = useMutation({
    mutationFn: (id: number) => deleteLandingItem(kind.kind, id),
    onSuccess: refresh,
  });
  // The moved items are rewritten one after the other; the list is read again even after a failure, so it
  // shows the order the server kept.
  const reorder = useMutation({
    mutationFn: async ({ id, step }: { id: number; step: -1 | 1 }) => {
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const change of reorderPlan(items, id, step)) {
        const item = byId.get(change.id);
        if (item) await saveLandingItem(kind.kind, item.id, itemToInput(kind, item, { sort_order: change.sort_order }));
      }
    },
    onSettled: refresh,
  });

  const nameOf = (item: LandingItem<K>) => kind.summary(item, language).name;

  const confirmDelete = () => {
    if (!deleting) return;
    const name = nameOf(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify('success', t('deleted', { name }));
      },
      onError: (error) => {
        setDeleting(null);
        failed(error);
      },
    });
  };

  const addButton = (
    <button type="button" className="button button-primary" onClick={() => setEditing({ item: null })}>
      <Icon name="plus" size={18} />
      {t(`kinds.${kind.kind}.add`)}
    </button>
  );

  return (
    <PanelSection title={t(`kinds.${kind.kind}.title`)}>
      <div className={styles.panelHead}>
        <p className={ui.hint}>{t(`kinds.${kind.kind}.intro`)}</p>
        {addButton}
      </div>
      <ListBody
        query={list}
        isEmpty={items.length === 0}
        loadingText={t('loading')}
        errorMessage={() => t('loadFailed')}
        retryLabel={t('retry')}
        empty={<EmptyState title={t(`kinds.${kind.kind}.emptyTitle`)} text={t(`kinds.${kind.kind}.empty`)} />}
      >
        <ol className={styles.items} aria-busy={reorder.isPending || undefined}>
          {items.map((item, index) => {
            const { name, detail, code } = kind.summary(item, language);
            const written = LANGUAGE_CODES.filter((lang) => item.translations[lang]).length;
            const sponsor = kind.kind === 'sponsors' ? (item as LandingItem<'sponsors'>) : null;
            return (
              <li key={item.id} className={styles.item} data-hidden={item.is_published ? undefined : true}>
                {sponsor && (
                  <span
                    className={styles.logo}
                    style={{ backgroundColor: sponsor.colour, color: textOn(sponsor.colour) }}
                    aria-hidden="true"
                  >
                    {initialsOf(sponsor.name)}
                  </span>
                )}
                <div className={styles.itemBody}>
                  <p className={styles.itemName}>
                    <strong>{name}</strong>
                    {code && (
                      <code dir="ltr" className={styles.code}>
                        {code}
                      </code>
                    )}
                  </p>
                  {detail && <p className={styles.detail}>{detail}</p>}
                  <p className={styles.meta}>
                    {sponsor && <span>{t(`options.category.${sponsor.category}`)}</span>}
                    <span>{t('languages', { count: written, total: LANGUAGE_CODES.length })}</span>
                    {!item.is_published && <span className={styles.badge}>{t('hidden')}</span>}
                    {item.is_sample && <span className={styles.badge}>{t('sample')}</span>}
                  </p>
                </div>
                <ReorderActions
                  name={name}
                  canMoveUp={index > 0 && !reorder.isPending}
                  canMoveDown={index < items.length - 1 && !reorder.isPending}
                  onMove={(step) =>
                    reorder.mutate(
                      { id: item.id, step },
                      {
                        onSuccess: () => notify('success', t(step < 0 ? 'movedUp' : 'movedDown', { name })),
                        onError: failed,
                      },
                    )
                  }
                  onEdit={() => setEditing({ item })}
                  onDelete={() => setDeleting(item)}
                  labels={{
                    moveUp: t('moveUp', { name }),
                    moveDown: t('moveDown', { name }),
                    edit: t('edit'),
                    delete: t('delete'),
                  }}
                />
              </li>
            );
          })}
        </ol>
      </ListBody>

      {editing && (
        <ContentEditor
          kind={kind}
          item={editing.item}
          nextOrder={nextSortOrder(items)}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            notify('success', t(created ? 'created' : 'saved', { name: nameOf(saved) }));
            void refresh();
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t(`kinds.${kind.kind}.deleteTitle`)}
        message={deleting && <p>{t('confirmDelete', { name: nameOf(deleting) })}</p>}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </PanelSection>
  );
}
