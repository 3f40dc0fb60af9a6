import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { splitPlaceholders, type TextSegment } from './lib/placeholders';
import styles from './report-dialog.module.css';

type Placeholder = Extract<TextSegment, { kind: 'placeholder' }>;

/**
 * The text as it reads, with each bracketed placeholder a purple button; pressing one opens a small popup to
 * replace it. In the popup Enter replaces, Escape cancels, and leaving it (blur) replaces.
 */
export function PlaceholderPreview({
  text,
  onReplace,
}: {
  text: string;
  onReplace: (start: number, value: string, label: string) => void;
}) {
  const { t } = useTranslation('reunionReport');
  const segments = splitPlaceholders(text);
  const [editing, setEditing] = useState<Placeholder | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const previewId = useId();
  if (!segments.some((segment) => segment.kind === 'placeholder')) return null;

  const close = (start: number) => {
    setEditing(null);
    // Back to the placeholder's button, or the first one left when it was replaced.
    window.requestAnimationFrame(() => {
      const same = buttons.current.get(start);
      const next = same?.isConnected ? same : [...buttons.current.values()].find((button) => button.isConnected);
      next?.focus();
    });
  };

  return (
    <div className={styles.preview}>
      <p id={previewId} className={styles.previewHint}>
        {t('quick.placeholdersHint')}
      </p>
      <p className={styles.previewText} aria-describedby={previewId} lang="vi" dir="auto">
        {segments.map((segment, index) =>
          segment.kind === 'text' ? (
            <span key={index}>{segment.text}</span>
          ) : (
            <span key={`${segment.start}-${segment.label}`} className={styles.placeholderWrap}>
              <button
                type="button"
                ref={(node) => {
                  if (node) buttons.current.set(segment.start, node);
                  else buttons.current.delete(segment.start);
                }}
                className={styles.placeholder}
                aria-haspopup="dialog"
                aria-expanded={editing?.start === segment.start}
                aria-label={t('quick.fillPlaceholder', { label: segment.label })}
                onClick={() => setEditing(segment)}
                data-placeholder={segment.label}
              >
                {segment.text}
              </button>
              {editing?.start === segment.start && (
                <PlaceholderPopup
                  label={segment.label}
                  onReplace={(value) => {
                    onReplace(segment.start, value, segment.label);
                    close(segment.start);
                  }}
                  onCancel={() => close(segment.start)}
                />
              )}
            </span>
          ),
        )}
      </p>
    </div>
  );
}

function PlaceholderPopup({
  label,
  onReplace,
  onCancel,
}: {
  label: string;
  onReplace: (value: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reunionReport');
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const done = useRef(false);
  useEffect(() => input.current?.focus(), []);

  const finish = (replace: boolean) => {
    if (done.current) return;
    done.current = true;
    if (replace && value.trim()) onReplace(value);
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      // Escape closes the popup, not the whole dialog.
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };
  const box = useRef<HTMLDivElement>(null);
  // Leaving the popup (focus going anywhere outside it) replaces, as Enter does.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (box.current?.contains(event.relatedTarget as Node | null)) return;
    finish(true);
  };

  return (
    <div ref={box} role="dialog" aria-labelledby={titleId} className={styles.popup} data-placeholder-popup="">
      <label id={titleId} htmlFor={`${titleId}-input`} className={styles.popupLabel}>
        {t('quick.replaceLabel', { label })}
      </label>
      <input
        id={`${titleId}-input`}
        ref={input}
        type="text"
        value={value}
        placeholder={label}
        maxLength={200}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <div className={styles.popupActions}>
        <button type="button" className="button button-primary" onClick={() => finish(true)} onBlur={onBlur}>
          {t('quick.replace')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => finish(false)} onBlur={onBlur}>
          {t('quick.cancel')}
        </button>
      </div>
    </div>
  );
}
