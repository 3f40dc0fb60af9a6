import { NOTE_DANCE_DIFFICULTIES, type NoteDanceDifficulty } from '@site/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/admin/admin-ui.module.css';
import { SwitchField } from '../../../components/admin/form/switch-field';
import styles from '../note-dance-admin.module.css';

/** A sheet's details as the admin edits them. */
export interface SheetDetails {
  title: string;
  composer: string;
  difficulty: NoteDanceDifficulty;
  published: boolean;
}

export const EMPTY_DETAILS: SheetDetails = { title: '', composer: '', difficulty: 'beginner', published: false };

/** Title, composer, difficulty and published; `titleHint` says when an empty title keeps the source's. */
export function SheetDetailsFields({
  value,
  onChange,
  titleHint = false,
}: {
  value: SheetDetails;
  onChange: (value: SheetDetails) => void;
  titleHint?: boolean;
}) {
  const { t } = useTranslation('noteDanceAdmin');
  const ids = { title: useId(), composer: useId(), difficulty: useId() };
  const set = (changes: Partial<SheetDetails>) => onChange({ ...value, ...changes });
  return (
    <fieldset className={styles.details}>
      <legend className={ui.panelTitle}>{t('editor.details')}</legend>
      <div className={ui.field}>
        <label htmlFor={ids.title} className={ui.label}>
          {t('editor.title')}
        </label>
        <input
          id={ids.title}
          className={ui.input}
          value={value.title}
          maxLength={200}
          aria-describedby={titleHint ? `${ids.title}-hint` : undefined}
          onChange={(event) => set({ title: event.target.value })}
        />
        {titleHint && (
          <p id={`${ids.title}-hint`} className={ui.hint}>
            {t('editor.titleHint')}
          </p>
        )}
      </div>
      <div className={ui.field}>
        <label htmlFor={ids.composer} className={ui.label}>
          {t('editor.composer')}
        </label>
        <input
          id={ids.composer}
          className={ui.input}
          value={value.composer}
          maxLength={200}
          onChange={(event) => set({ composer: event.target.value })}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor={ids.difficulty} className={ui.label}>
          {t('editor.difficulty')}
        </label>
        <select
          id={ids.difficulty}
          className={ui.select}
          value={value.difficulty}
          onChange={(event) => set({ difficulty: event.target.value as NoteDanceDifficulty })}
        >
          {NOTE_DANCE_DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(`difficulty.${difficulty}`)}
            </option>
          ))}
        </select>
      </div>
      <SwitchField
        label={t('editor.published')}
        hint={t('editor.publishedHint')}
        checked={value.published}
        onChange={(event) => set({ published: event.target.checked })}
      />
    </fieldset>
  );
}

/** The details as the API takes them: an empty title left out (the source's stays), an empty composer none. */
export function detailsBody(details: SheetDetails) {
  const title = details.title.trim();
  return {
    ...(title ? { title } : {}),
    composer: details.composer.trim() || null,
    difficulty: details.difficulty,
    published: details.published,
  };
}
