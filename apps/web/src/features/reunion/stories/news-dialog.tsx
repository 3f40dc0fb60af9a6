import { storyPath, type Story } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { storyQuery } from '../../../api/reunion-stories';
import { DialogHead, useModalDialog } from '../../../components/modal-dialog';
import { formatDate } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useBookmarks } from './use-landing-stories';
import { StoryLabels } from '../../../components/story-labels';
import styles from './landing.module.css';

export interface NewsDialogProps {
  slug: string;
  /** The title shown while the article loads (from the list or the saved articles). */
  title: string;
  /** The article as the list had it, shown at once. */
  story?: Story | undefined;
  locale: string;
  /** The dialog closed (× or Escape); the section gives the focus back to the opener. */
  onClose: () => void;
}

/** A news article in a modal dialog, with "share" (copies its address) and "save" (kept in this browser). */
export function NewsDialog({ slug, title, story, locale, onClose }: NewsDialogProps) {
  const { t } = useTranslation('reunionStories');
  const { ref, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const timeZone = useDisplayTimeZone();
  const query = useQuery({
    ...storyQuery(slug, currentLanguage()),
    ...(story ? { initialData: { data: story } } : {}),
  });
  const article = query.data?.data;
  const bookmarks = useBookmarks();
  const saved = bookmarks.has(slug);

  const share = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(`${window.location.origin}${storyPath(slug)}`);
      notify('success', t('news.linkCopied'));
    } catch {
      notify('error', t('slider.copyFailed'));
    }
  };
  const toggle = () => {
    const now = bookmarks.toggle({ slug, title: article?.title ?? title });
    notify('success', now ? t('news.saved') : t('news.removed'));
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onDialogClose}>
      <div className={styles.dialogFrame}>
        <DialogHead
          as="header"
          titleId={titleId}
          title={article?.title ?? title}
          closeLabel={t('news.close')}
          onClose={close}
          classes={styles}
        />
        <div className={styles.dialogBody}>
          {article ? (
            <>
              <StoryLabels story={article} />
              <p className={styles.dialogDate}>
                <time dateTime={article.published_at}>{formatDate(article.published_at, locale, { timeZone })}</time>
              </p>
              {/* Sanitised by the server when the article was saved. */}
              <div
                className={styles.articleBody}
                lang={article.lang}
                dangerouslySetInnerHTML={{ __html: article.body }}
              />
            </>
          ) : query.isError ? (
            <p role="alert">{t('story.loadFailed')}</p>
          ) : (
            <p role="status">{t('list.loading')}</p>
          )}
        </div>
        <footer className={styles.dialogActions}>
          <button type="button" className="button button-ghost" onClick={() => void share()}>
            {t('news.share')}
          </button>
          <button type="button" className="button button-ghost" aria-pressed={saved} onClick={toggle}>
            {saved ? t('news.unsave') : t('news.save')}
          </button>
          <Link href={storyPath(slug)} className="button button-primary">
            {t('news.openPage')}
          </Link>
        </footer>
      </div>
    </dialog>
  );
}
