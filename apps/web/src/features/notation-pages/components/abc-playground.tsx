import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbcSheet } from '../hooks/use-abc-sheet';
import { DEMO_ABC } from '../lib/demo-tune';
import styles from '../notation-pages.module.css';
import { AbcNotation } from './abc-notation';

/** A box where the owner pastes ABC and draws it: the quickest way to see how a sheet that renders wrong is read. */
export function AbcPlayground() {
  const { t } = useTranslation('notation');
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState(DEMO_ABC);
  const [drawn, setDrawn] = useState(DEMO_ABC);
  const state = useAbcSheet(drawn);
  return (
    <div className={styles.playground}>
      <form
        className={styles.abcForm}
        onSubmit={(event) => {
          event.preventDefault();
          setDrawn(text);
        }}
      >
        <label htmlFor={fieldId} className={styles.abcLabel}>
          {t('pages.test.abcLabel')}
        </label>
        <p id={hintId} className={styles.hint}>
          {t('pages.test.abcHint')}
        </p>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          className={styles.abcField}
          dir="ltr"
          rows={12}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary">
            {t('pages.test.draw')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setText(DEMO_ABC);
              setDrawn(DEMO_ABC);
            }}
          >
            {t('pages.test.reset')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        <AbcNotation state={state} textAlternative="visible" />
      </div>
    </div>
  );
}
