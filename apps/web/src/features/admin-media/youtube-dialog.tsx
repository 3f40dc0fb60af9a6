import {
  MEDIA_MESSAGES,
  youtubeIdOf,
  type AdminMediaCategory,
  type AdminMediaItem,
  type YoutubeMetadata,
} from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import ui from '../../components/admin/admin-ui.module.css';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { useLocale } from '../../components/admin/use-locale';
import { AdminDialog, DialogHead } from '../../components/admin/admin-dialog';
import { DialogActions } from '../../components/admin/form/form-buttons';
import { SwitchField } from '../../components/admin/form/switch-field';
import { FieldError } from '../../components/admin/form/field-error';
import { FieldFrame } from '../../components/admin/form/field-frame';
import form from '../../components/admin/form/form.module.css';
import { payloadResolver, reportSaveFailure, type SaveProblems } from '../../components/admin/form/validation';
import { createYoutubeItem, fetchYoutubeMetadata } from '../../api/admin-media';
import {
  buildYoutubePayload,
  YOUTUBE_FORM_DEFAULTS,
  youtubeFormSchema,
  type YoutubeFormValues,
} from './media-form-model';
import { MediaCategorySelect } from './media-category-select';
import { MediaIcon } from './media-icons';
import { useRefreshMedia } from './use-media';
import styles from './youtube-dialog.module.css';

type YoutubeOutput = z.output<typeof youtubeFormSchema>;

/** The media messages the admin shows in its own language (others are shown as the server words them). */
export function mediaMessageKey(message: string): string | undefined {
  if (message === MEDIA_MESSAGES.youtubeInvalid) return 'youtube.invalid';
  if (message === MEDIA_MESSAGES.youtubeOffline) return 'youtube.offline';
  return undefined;
}

interface YoutubeDialogProps {
  categories: AdminMediaCategory[];
  onClose: () => void;
  onCreated: (item: AdminMediaItem) => void;
}

/**
 * Add a YouTube video: paste its address, optionally fetch its title and thumbnail from YouTube (when
 * YouTube cannot be reached the owner types the title), choose category and visibility, create.
 */
export function YoutubeDialog({ categories, onClose, onCreated }: YoutubeDialogProps) {
  const { t } = useTranslation('admin-media');
  const { language } = useLocale();
  const base = useId();
  const refresh = useRefreshMedia();
  const resolver = useMemo(() => payloadResolver(youtubeFormSchema, buildYoutubePayload, t), [t]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<YoutubeFormValues, unknown, YoutubeOutput>({ defaultValues: YOUTUBE_FORM_DEFAULTS, resolver });
  const [metadata, setMetadata] = useState<YoutubeMetadata | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  const [brokenThumb, setBrokenThumb] = useState(false);
  const url = useWatch({ control, name: 'youtube_url' });
  const videoId = youtubeIdOf(url);

  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const key = mediaMessageKey(message);
    return key ? t(key) : message;
  };

  const lookup = useMutation({ mutationFn: (address: string) => fetchYoutubeMetadata(address) });

  const fetchDetails = () => {
    const address = getValues('youtube_url').trim();
    setNotice(null);
    if (!youtubeIdOf(address)) {
      setError('youtube_url', { message: MEDIA_MESSAGES.youtubeInvalid });
      return;
    }
    clearErrors('youtube_url');
    lookup.mutate(address, {
      onSuccess: (answer) => {
        setMetadata(answer.data);
        setBrokenThumb(false);
        if (answer.data.title) {
          setValue('translations.en.title', answer.data.title, { shouldDirty: true, shouldValidate: true });
        }
        if (!answer.data.fetched) setNotice(translate(answer.message ?? MEDIA_MESSAGES.youtubeOffline) ?? null);
      },
      onError: (error) => {
        setMetadata(null);
        if (error instanceof ApiError && error.status === 422) {
          setError('youtube_url', { message: error.fieldError('url') ?? error.message });
        } else {
          setNotice(t('youtube.lookupFailed'));
        }
      },
    });
  };

  const onValid = async (body: YoutubeOutput) => {
    setProblems(null);
    try {
      const created = await createYoutubeItem(body);
      await refresh();
      onCreated(created.data);
    } catch (failure) {
      reportSaveFailure(
        failure,
        { setError, getValues },
        { setProblems, revealFirstError: () => undefined },
        t,
        'youtube.createFailed',
      );
    }
  };

  const urlError = translate(errors.youtube_url?.message);
  const titleError = errors.translations?.en?.title?.message;
  const thumbnail = metadata?.youtube_id === videoId ? metadata?.thumbnail_url : null;

  return (
    <AdminDialog
      className={styles.dialog}
      labelledBy={`${base}-title`}
      onCancel={() => {
        if (!isSubmitting) onClose();
      }}
    >
      <form className={dialogUi.form} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <DialogHead
          titleId={`${base}-title`}
          title={
            <>
              <MediaIcon name="youtube" size={22} />
              {t('youtube.title')}
            </>
          }
          className={styles.head}
          titleClassName={styles.title}
        />
        <div className={styles.body}>
          <SaveProblemsAlert problems={problems} />
          <div className={ui.field}>
            <label htmlFor={`${base}-url`} className={ui.label}>
              {t('youtube.url')}
            </label>
            <div className={styles.urlRow}>
              <input
                id={`${base}-url`}
                className={ui.input}
                type="url"
                inputMode="url"
                dir="ltr"
                maxLength={500}
                placeholder="https://www.youtube.com/watch?v=…"
                aria-invalid={urlError ? true : undefined}
                aria-describedby={`${base}-url-hint${urlError ? ` ${base}-url-error` : ''}`}
                {...register('youtube_url', {
                  onChange: () => {
                    if (errors.youtube_url) clearErrors('youtube_url');
                  },
                })}
              />
              <button
                type="button"
                className={`button button-ghost ${styles.fetch}`}
                disabled={lookup.isPending}
                aria-busy={lookup.isPending}
                onClick={fetchDetails}
              >
                {lookup.isPending ? t('youtube.fetching') : t('youtube.fetch')}
              </button>
            </div>
            <p id={`${base}-url-hint`} className={ui.hint}>
              {t('youtube.urlHint')}
            </p>
            {urlError && (
              <p id={`${base}-url-error`} className={ui.fieldError}>
                {urlError}
              </p>
            )}
          </div>

          <div aria-live="polite" className={styles.live}>
            {notice && <p className={styles.notice}>{notice}</p>}
            {metadata && metadata.youtube_id === videoId && (
              <div className={styles.found}>
                {thumbnail && !brokenThumb ? (
                  <img
                    className={styles.thumb}
                    src={thumbnail}
                    alt={t('youtube.thumbnailAlt')}
                    onError={() => setBrokenThumb(true)}
                  />
                ) : (
                  <span className={styles.thumbPlaceholder}>
                    <MediaIcon name="youtube" size={32} />
                  </span>
                )}
                <div className={styles.foundText}>
                  {metadata.title ? (
                    <p className={styles.foundTitle}>{metadata.title}</p>
                  ) : (
                    metadata.fetched && <p className={ui.hint}>{t('youtube.noTitle')}</p>
                  )}
                  {metadata.author && <p className={ui.hint}>{t('youtube.author', { author: metadata.author })}</p>}
                  <p className={styles.videoId}>
                    {t('youtube.videoId')} <code dir="ltr">{metadata.youtube_id}</code>
                  </p>
                </div>
              </div>
            )}
          </div>

          <div className={ui.field}>
            <label htmlFor={`${base}-name`} className={ui.label}>
              {t('youtube.videoTitle')} <span className={form.required}>{t('form.required')}</span>
            </label>
            <input
              id={`${base}-name`}
              className={ui.input}
              lang="en"
              maxLength={200}
              aria-required
              aria-invalid={titleError ? true : undefined}
              aria-describedby={`${base}-name-hint${titleError ? ` ${base}-name-error` : ''}`}
              {...register('translations.en.title')}
            />
            <p id={`${base}-name-hint`} className={ui.hint}>
              {t('youtube.titleHint')}
            </p>
            <FieldError id={`${base}-name-error`} message={titleError} />
          </div>
          <FieldFrame id={`${base}-description`} label={t('youtube.description')}>
            <textarea
              id={`${base}-description`}
              className={ui.textarea}
              lang="en"
              rows={3}
              maxLength={5000}
              {...register('translations.en.description')}
            />
          </FieldFrame>
          <MediaCategorySelect categories={categories} language={language} registration={register('category_id')} />
          <SwitchField label={t('form.public')} {...register('is_public')} />
          <SwitchField label={t('form.featured')} {...register('is_featured')} />
        </div>
        <DialogActions
          className={styles.actions}
          busy={isSubmitting}
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          label={t('youtube.create')}
          busyLabel={t('youtube.creating')}
        />
      </form>
    </AdminDialog>
  );
}
