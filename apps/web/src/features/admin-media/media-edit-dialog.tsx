import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  languageDir,
  MEDIA_STATUSES,
  mediaUpdateSchema,
  youtubeWatchUrl,
  type AdminMediaCategory,
  type AdminMediaItem,
  type LanguageCode,
} from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import ui from '../../components/admin/admin-ui.module.css';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatClock, formatDateTime, formatNumber, formatPercent, formatSize } from '../../lib/format';
import { Icon } from '../../components/admin/icons';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLocale } from '../../components/admin/use-locale';
import { useModalDialog } from '../../components/admin/use-modal-dialog';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import { firstErrorPath, languageOfPath } from '../../components/admin/form/error-paths';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { LanguageTabs } from '../../components/admin/form/language-tabs';
import {
  hasErrors,
  payloadResolver,
  reportSaveFailure,
  type SaveProblems,
} from '../../components/admin/form/validation';
import { adminMediaKeys, saveMediaItem } from '../../api/admin-media';
import { isUnsettled } from './processing';
import { largePreviewOf, mediaTitle, webpSaving } from './media-display';
import {
  buildMediaPayload,
  copyEnglish,
  isTextEmpty,
  mediaFormDefaults,
  type MediaFormValues,
} from './media-form-model';
import { categoryLabel } from './media-items';
import { MediaIcon } from './media-icons';
import { useMediaItem, useMediaMutations, useRefreshMedia } from './use-media';
import styles from './media-edit-dialog.module.css';

type MediaOutput = z.output<typeof mediaUpdateSchema>;

interface MediaEditDialogProps {
  id: number;
  /** The list's copy, shown at once while the item is asked for again. */
  initial: AdminMediaItem | undefined;
  categories: AdminMediaCategory[];
  onClose: () => void;
  onDelete: (item: AdminMediaItem, title: string) => void;
}

/**
 * Edit one item in a modal: title and description per language (English required), category,
 * featured, public and status; beside it the preview, processing state and file details.
 */
export function MediaEditDialog({ id, initial, categories, onClose, onDelete }: MediaEditDialogProps) {
  const { t } = useTranslation('admin-media');
  const dialog = useModalDialog();
  const titleId = useId();
  const item = useMediaItem(id, initial);
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  const requestClose = () => {
    if (dirty) setConfirmClose(true);
    else onClose();
  };

  const gone = item.isError && item.error instanceof ApiError && item.error.status === 404;

  return (
    <dialog
      ref={dialog}
      className={`${dialogUi.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('edit.title')}
        </h2>
        <button type="button" className={styles.close} onClick={requestClose}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t('edit.close')}</span>
        </button>
      </div>
      {item.data ? (
        <EditForm
          item={item.data}
          categories={categories}
          onClose={onClose}
          onCancel={requestClose}
          onDelete={onDelete}
          onDirtyChange={setDirty}
        />
      ) : (
        <div className={styles.body}>
          {item.isPending && (
            <p className={ui.empty} role="status">
              {t('edit.loading')}
            </p>
          )}
          {item.isError && (
            <div className={ui.errorBox} role="alert">
              <p className={styles.errorText}>{gone ? t('edit.gone') : t('edit.loadFailed')}</p>
              {!gone && (
                <button type="button" className={ui.smallButton} onClick={() => void item.refetch()}>
                  {t('list.retry')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmClose}
        title={t('edit.discardTitle')}
        message={t('edit.discardMessage')}
        confirmLabel={t('edit.discard')}
        cancelLabel={t('edit.keepEditing')}
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
        onCancel={() => setConfirmClose(false)}
      />
    </dialog>
  );
}

function EditForm({
  item,
  categories,
  onClose,
  onCancel,
  onDelete,
  onDirtyChange,
}: {
  item: AdminMediaItem;
  categories: AdminMediaCategory[];
  onClose: () => void;
  onCancel: () => void;
  onDelete: (item: AdminMediaItem, title: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('admin-media');
  const base = useId();
  const queryClient = useQueryClient();
  const refresh = useRefreshMedia();
  const { language } = useLocale();
  const resolver = useMemo(() => payloadResolver(mediaUpdateSchema, buildMediaPayload, t), [t]);
  // The values at opening; later polls of the item (its processing state) never reset what is typed.
  const [defaults] = useState(() => mediaFormDefaults(item));
  const methods = useForm<MediaFormValues, unknown, MediaOutput>({
    defaultValues: defaults,
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = methods;
  const [activeLanguage, setActiveLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [problems, setProblems] = useState<SaveProblems | null>(null);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const translations = useWatch({ control, name: 'translations' });
  const filled = new Set(LANGUAGE_CODES.filter((code) => !isTextEmpty(translations[code])));
  const invalid = new Set(LANGUAGE_CODES.filter((code) => hasErrors(errors.translations?.[code])));

  const revealFirstError = (path: string | null) => {
    if (!path) return;
    const code = languageOfPath(path, ['translations']);
    if (code) setActiveLanguage(code);
    window.requestAnimationFrame(() => {
      try {
        setFocus(path as never);
      } catch {
        // Not a focusable field: the summary says what is wrong.
      }
    });
  };

  const save = useMutation({ mutationFn: (body: MediaOutput) => saveMediaItem(item.id, body) });

  const onValid = async (body: MediaOutput) => {
    setProblems(null);
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(adminMediaKeys.item(saved.data.id), saved.data);
      onDirtyChange(false);
      await refresh();
      notify('success', t('toast.saved'));
      onClose();
    } catch (failure) {
      reportSaveFailure(failure, { setError, getValues }, { setProblems, revealFirstError }, t, 'form.saveFailed');
    }
  };

  const onInvalid = (formErrors: FieldErrors<MediaFormValues>) => {
    setProblems({ summary: t('form.errorSummary'), unplaced: [] });
    revealFirstError(firstErrorPath(formErrors));
  };

  const title = mediaTitle(item, language);

  return (
    <FormProvider {...methods}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        aria-describedby={problems ? `${base}-problems` : undefined}
      >
        <div className={styles.body}>
          <SaveProblemsAlert problems={problems} id={`${base}-problems`} summaryClassName={styles.errorText} />
          <div className={styles.layout}>
            <div className={styles.fields}>
              <section aria-labelledby={`${base}-texts`} className={form.stack}>
                <h3 id={`${base}-texts`} className={styles.sectionTitle}>
                  {t('form.texts')}
                </h3>
                <LanguageTabs
                  value={activeLanguage}
                  onChange={setActiveLanguage}
                  label={t('form.languagesLabel')}
                  filled={filled}
                  invalid={invalid}
                >
                  <TextsPanel key={activeLanguage} code={activeLanguage} />
                </LanguageTabs>
              </section>
              <section aria-labelledby={`${base}-publishing`} className={form.stack}>
                <h3 id={`${base}-publishing`} className={styles.sectionTitle}>
                  {t('form.publishing')}
                </h3>
                <div className={form.grid2}>
                  <div className={ui.field}>
                    <label htmlFor={`${base}-category`} className={ui.label}>
                      {t('form.category')}
                    </label>
                    <select id={`${base}-category`} className={ui.select} {...register('category_id')}>
                      <option value="">{t('form.noCategory')}</option>
                      {categories.map((category) => (
                        <option key={category.id} value={String(category.id)}>
                          {categoryLabel(category, language)}
                          {category.is_active ? '' : ` (${t('form.inactiveCategory')})`}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className={ui.field}>
                    <label htmlFor={`${base}-status`} className={ui.label}>
                      {t('form.status')}
                    </label>
                    <select
                      id={`${base}-status`}
                      className={ui.select}
                      aria-describedby={`${base}-status-hint`}
                      {...register('status')}
                    >
                      {MEDIA_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(`status.${status}`)}
                        </option>
                      ))}
                    </select>
                    <p id={`${base}-status-hint`} className={ui.hint}>
                      {t('form.statusHint')}
                    </p>
                  </div>
                </div>
                <div className={form.switchRow}>
                  <input
                    id={`${base}-public`}
                    type="checkbox"
                    role="switch"
                    className={form.switch}
                    aria-describedby={`${base}-public-hint`}
                    {...register('is_public')}
                  />
                  <span className={form.switchText}>
                    <label htmlFor={`${base}-public`} className={ui.label}>
                      {t('form.public')}
                    </label>
                    <span id={`${base}-public-hint`} className={ui.hint}>
                      {t('form.publicHint')}
                    </span>
                  </span>
                </div>
                <div className={form.switchRow}>
                  <input
                    id={`${base}-featured`}
                    type="checkbox"
                    role="switch"
                    className={form.switch}
                    aria-describedby={`${base}-featured-hint`}
                    {...register('is_featured')}
                  />
                  <span className={form.switchText}>
                    <label htmlFor={`${base}-featured`} className={ui.label}>
                      {t('form.featured')}
                    </label>
                    <span id={`${base}-featured-hint`} className={ui.hint}>
                      {t('form.featuredHint')}
                    </span>
                  </span>
                </div>
              </section>
            </div>
            <ItemFacts item={item} title={title.text} />
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className={`button ${styles.deleteButton}`} onClick={() => onDelete(item, title.text)}>
            <Icon name="trash" size={18} />
            {t('item.delete')}
          </button>
          <p className={`${styles.saveState} ${isDirty ? form.dirty : ''}`} aria-live="polite">
            {isDirty ? t('form.unsaved') : ''}
          </p>
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t('form.cancel')}
          </button>
          <button
            type="submit"
            className={`button button-primary ${form.button}`}
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {isSubmitting ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Title and description of one language, with "copy from English" for an empty one. */
function TextsPanel({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('admin-media');
  const base = useId();
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<MediaFormValues>();
  const text = useWatch({ control, name: `translations.${code}` });
  const english = useWatch({ control, name: 'translations.en' });
  const language = LANGUAGES.find((l) => l.code === code);
  const required = code === DEFAULT_LANGUAGE;
  const dir = languageDir(code);
  const titleError = errors.translations?.[code]?.title?.message;
  const descriptionError = errors.translations?.[code]?.description?.message;
  const canCopy = !required && isTextEmpty(text) && english.title.trim() !== '';

  return (
    <div className={form.stack}>
      {required ? (
        <p className={form.notice}>{t('form.englishNote')}</p>
      ) : (
        <div className={isTextEmpty(text) ? form.noticeRow : form.notice}>
          <p>{t('form.optionalLanguage', { language: language?.nativeName ?? code })}</p>
          {canCopy && (
            <button
              type="button"
              className={ui.smallButton}
              onClick={() => {
                const copy = copyEnglish(getValues());
                setValue(`translations.${code}.title`, copy.title, { shouldDirty: true });
                setValue(`translations.${code}.description`, copy.description, { shouldDirty: true });
              }}
            >
              {t('form.copyFromEnglish')}
            </button>
          )}
        </div>
      )}
      <div className={ui.field}>
        <label htmlFor={`${base}-title`} className={ui.label}>
          {t('form.titleField')} {required && <span className={styles.required}>{t('form.required')}</span>}
        </label>
        <input
          id={`${base}-title`}
          className={ui.input}
          lang={code}
          dir={dir}
          maxLength={200}
          aria-required={required || undefined}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${base}-title-error` : undefined}
          {...register(`translations.${code}.title`)}
        />
        <FieldError id={`${base}-title-error`} message={titleError} />
      </div>
      <div className={ui.field}>
        <label htmlFor={`${base}-description`} className={ui.label}>
          {t('form.description')}
        </label>
        <textarea
          id={`${base}-description`}
          className={ui.textarea}
          lang={code}
          dir={dir}
          rows={5}
          maxLength={5000}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${base}-description-error` : undefined}
          {...register(`translations.${code}.description`)}
        />
        <FieldError id={`${base}-description-error`} message={descriptionError} />
      </div>
    </div>
  );
}

/** The preview, processing state (with Reprocess for a failure) and the file's details. */
function ItemFacts({ item, title }: { item: AdminMediaItem; title: string }) {
  const { t } = useTranslation('admin-media');
  const { locale } = useLocale();
  const { reprocess } = useMediaMutations();
  const [broken, setBroken] = useState<string | null>(null);
  const picture = largePreviewOf(item);
  const ready = item.processing_status === 'completed';
  const saving = webpSaving(item.compression_ratio);
  const visible = ready && item.is_public && item.status === 'active';
  const tone =
    item.processing_status === 'completed' ? 'success' : item.processing_status === 'failed' ? 'danger' : 'warning';

  let preview;
  if (item.media_type === 'video' && item.original_path && ready && !item.youtube_id) {
    preview = (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- the owner's own uploads come without caption files
      <video
        className={styles.media}
        controls
        preload="metadata"
        poster={picture ?? undefined}
        src={item.original_path}
      />
    );
  } else if (item.media_type === 'audio' && item.original_path && ready) {
    preview = (
      <div className={styles.audio}>
        <MediaIcon name="audio" size={40} />
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the owner's own uploads come without caption files */}
        <audio className={styles.audioPlayer} controls preload="metadata" src={item.original_path} aria-label={title} />
      </div>
    );
  } else if (picture && broken !== picture) {
    preview = <img className={styles.media} src={picture} alt={title} onError={() => setBroken(picture)} />;
  } else {
    preview = (
      <div className={styles.placeholder}>
        <MediaIcon name={item.youtube_id ? 'youtube' : item.media_type} size={40} />
        <span>{isUnsettled(item.processing_status) ? t('edit.notReady') : t('edit.noPreview')}</span>
      </div>
    );
  }

  const facts: { key: string; label: string; value: ReactNode }[] = [];
  facts.push({
    key: 'type',
    label: t('details.type'),
    value: item.youtube_id ? t('types.youtube') : t(`types.${item.media_type}`),
  });
  if (item.original_filename)
    facts.push({
      key: 'file',
      label: t('details.filename'),
      value: (
        <span dir="auto" className={styles.breakable}>
          {item.original_filename}
        </span>
      ),
    });
  if (item.mime_type)
    facts.push({ key: 'mime', label: t('details.mime'), value: <code dir="ltr">{item.mime_type}</code> });
  if (item.file_size !== null)
    facts.push({ key: 'size', label: t('details.size'), value: formatSize(item.file_size, locale) });
  if (item.width !== null && item.height !== null)
    facts.push({
      key: 'dimensions',
      label: t('details.dimensions'),
      value: t('details.dimensionsValue', {
        width: formatNumber(item.width, locale),
        height: formatNumber(item.height, locale),
      }),
    });
  if (item.duration !== null)
    facts.push({
      key: 'duration',
      label: t('details.duration'),
      value: <span dir="ltr">{formatClock(item.duration, locale)}</span>,
    });
  if (item.media_type === 'image' && !item.youtube_id)
    facts.push({
      key: 'webp',
      label: t('details.webp'),
      value:
        item.webp_file_size !== null
          ? saving !== null
            ? t('details.webpValue', {
                size: formatSize(item.webp_file_size, locale),
                saving: formatPercent(saving, locale),
              })
            : formatSize(item.webp_file_size, locale)
          : t('details.webpNone'),
    });
  if (item.youtube_id)
    facts.push({
      key: 'youtube',
      label: t('details.youtube'),
      value: (
        <a href={youtubeWatchUrl(item.youtube_id)} target="_blank" rel="noopener noreferrer">
          {t('details.watchOnYoutube')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      ),
    });
  facts.push({
    key: 'comments',
    label: t('details.comments'),
    value:
      item.comment_count > 0 ? (
        <Link href={`/admin/comments?media=${item.id}`}>
          {t('details.commentCount', { count: item.comment_count })}
        </Link>
      ) : (
        t('details.commentCount', { count: 0 })
      ),
  });
  facts.push({
    key: 'uuid',
    label: t('details.uuid'),
    value: (
      <code dir="ltr" title={item.uuid}>
        {item.uuid.slice(0, 8)}
      </code>
    ),
  });
  facts.push({
    key: 'created',
    label: t('details.created'),
    value: <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>,
  });
  if (item.updated_at !== item.created_at)
    facts.push({
      key: 'updated',
      label: t('details.updated'),
      value: <time dateTime={item.updated_at}>{formatDateTime(item.updated_at, locale)}</time>,
    });

  return (
    <aside className={styles.facts} aria-label={t('details.label')}>
      <div className={styles.previewBox}>{preview}</div>
      <div className={styles.processing} aria-live="polite">
        <span className={styles.processingLine}>
          <span className={ui.label}>{t('details.processing')}</span>
          <StatusBadge tone={tone}>{t(`processing.${item.processing_status}`)}</StatusBadge>
        </span>
        {item.processing_status === 'failed' && (
          <>
            {item.processing_error && <p className={styles.processingError}>{item.processing_error}</p>}
            {!item.youtube_id && (
              <button
                type="button"
                className={ui.smallButton}
                disabled={reprocess.isPending}
                onClick={() =>
                  reprocess.mutate(item.id, {
                    onSuccess: () => notify('success', t('toast.reprocessing')),
                    onError: (error) => notify('error', t('toast.reprocessFailed', { message: error.message })),
                  })
                }
              >
                <MediaIcon name="refresh" size={16} />
                {reprocess.isPending ? t('item.reprocessing') : t('item.reprocess')}
              </button>
            )}
          </>
        )}
      </div>
      <dl className={styles.details}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {visible && (
        <a className={styles.publicLink} href={`/media-gallery?item=${item.uuid}`} target="_blank" rel="noopener">
          <Icon name="external" size={16} />
          {t('details.viewPublic')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      )}
    </aside>
  );
}
