import { REPORT_LIMITS } from '@site/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { currentLanguage } from '../../lib/i18n';
import { replacePlaceholder } from './lib/placeholders';
import { REPORT_TEMPLATES, type ReportTemplate } from './lib/templates';
import { PlaceholderPreview } from './placeholder-preview';
import { useSpeech } from './use-speech';
import { MicIcon, TemplateIcon } from './report-icons';
import styles from './report-dialog.module.css';

export interface QuickEntryProps {
  text: string;
  onText: (text: string) => void;
  showTemplates: boolean;
  onShowTemplates: (show: boolean) => void;
  short: boolean;
  analyzing: boolean;
  reformatting: boolean;
  submitting: boolean;
  canUndo: boolean;
  onAnalyze: () => void;
  onReformat: () => void;
  onUndo: () => void;
}

/**
 * The quick entry: a template to start from, the family's own words (typed or dictated in Vietnamese), with
 * the placeholders still to fill shown as buttons, and the Reformat and Analyze actions.
 */
export function QuickEntry(props: QuickEntryProps) {
  const { text, onText, showTemplates, onShowTemplates } = props;
  const { t } = useTranslation('reunionReport');
  const id = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  const speech = useSpeech(
    (piece) => {
      if (!piece) return;
      const current = textRef.current;
      onText(current && !/\s$/.test(current) ? `${current} ${piece}` : current + piece);
    },
    () => notify('info', t('voice.stopped'), { autoClose: 2000 }),
  );
  const busy = props.analyzing || props.reformatting || props.submitting;
  const empty = text.trim() === '';

  const pick = (template: ReportTemplate) => {
    onText(template.text);
    onShowTemplates(false);
    notify('info', t('toast.templateChosen', { name: t(`templates.${template.id}.name`) }), { autoClose: 2000 });
    window.requestAnimationFrame(() => textArea.current?.focus());
  };
  const toggleVoice = () => {
    if (speech.listening) {
      speech.stop();
      return;
    }
    if (!speech.supported) {
      notify('error', t('voice.unsupported'));
      return;
    }
    if (speech.start()) notify('success', t('voice.started'), { autoClose: 3000 });
    else notify('error', t('voice.startFailed'));
  };

  return (
    <div className={styles.quick}>
      {showTemplates ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('quick.templates')}</legend>
          <ul className={styles.templates}>
            {REPORT_TEMPLATES.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className={styles.template}
                  onClick={() => pick(template)}
                  data-template={template.id}
                >
                  <span aria-hidden="true" className={styles.templateIcon}>
                    <TemplateIcon id={template.id} />
                  </span>
                  <span className={styles.templateName}>{t(`templates.${template.id}.name`)}</span>
                  <span className={styles.templateShort}>{t(`templates.${template.id}.short`)}</span>
                  <span className={styles.templateDescription}>{t(`templates.${template.id}.description`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <button type="button" className={styles.linkButton} onClick={() => onShowTemplates(true)}>
          {t('quick.otherTemplate')}
        </button>
      )}

      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>{t('quick.textLabel')}</label>
        {currentLanguage() !== 'vi' && (
          <p id={`${id}-vi`} className={styles.hint}>
            {t('quick.vietnameseHint')}
          </p>
        )}
        <textarea
          id={`${id}-text`}
          ref={textArea}
          className={styles.text}
          rows={props.short ? 8 : 12}
          lang="vi"
          // Vietnamese runs left to right whatever the interface: in Arabic the punctuation went to the wrong end.
          dir="auto"
          value={text}
          maxLength={REPORT_LIMITS.inputMax}
          placeholder={t('quick.textPlaceholder')}
          aria-describedby={currentLanguage() !== 'vi' ? `${id}-vi` : undefined}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <PlaceholderPreview
        text={text}
        onReplace={(start, value, label) => {
          onText(replacePlaceholder(textRef.current, start, value));
          notify('info', t('toast.placeholderReplaced', { label }), { autoClose: 2000 });
        }}
      />

      <div className={styles.voice}>
        <button
          type="button"
          className="button button-ghost"
          onClick={toggleVoice}
          disabled={!speech.supported}
          aria-pressed={speech.listening}
          aria-describedby={speech.supported ? undefined : `${id}-novoice`}
        >
          <MicIcon /> {speech.listening ? t('voice.stop') : t('voice.start')}
        </button>
        {!speech.supported && (
          <p id={`${id}-novoice`} className={styles.hint}>
            {t('voice.unsupported')}
          </p>
        )}
        <div aria-live="polite" className={styles.listening}>
          {speech.listening && (
            <>
              <span className={styles.dot} aria-hidden="true" /> {t('voice.listening')}
              {speech.interim && (
                <q lang="vi" className={styles.interim}>
                  {speech.interim}
                </q>
              )}
            </>
          )}
        </div>
      </div>

      <div className={styles.actions}>
        <button
          type="button"
          className="button button-ghost"
          onClick={props.onReformat}
          disabled={empty || busy}
          aria-busy={props.reformatting}
        >
          {props.reformatting ? t('quick.reformatting') : t('quick.reformat')}
        </button>
        {props.canUndo && (
          <button type="button" className="button button-ghost" onClick={props.onUndo}>
            {t('quick.undo')}
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={props.onAnalyze}
          disabled={empty || busy}
          aria-busy={props.analyzing}
        >
          {props.analyzing ? t('quick.analyzing') : t('quick.analyze')}
        </button>
      </div>
    </div>
  );
}
