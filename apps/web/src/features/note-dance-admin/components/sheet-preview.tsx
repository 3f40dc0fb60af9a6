import type { SheetData } from '@site/contracts';
import type { Sheet } from '@site/music';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../components/admin/use-locale';
import { formatNumber } from '../../../lib/format';
import { sheetFacts } from '../lib/sheet-summary';
import styles from '../note-dance-admin.module.css';

// The staff drawing (and VexFlow with it) loads when a sheet is first previewed.
const SheetNotation = lazy(() =>
  import('../../../components/notation/sheet-notation').then((module) => ({ default: module.SheetNotation })),
);

/**
 * What was read of a sheet: in words (bars, notes, parts, tempo and time, then each part's notes), then drawn as
 * staff notation, so the owner sees the music the players will get before it is saved.
 */
export function SheetPreview({ sheet }: { sheet: SheetData }) {
  const { t } = useTranslation('noteDanceAdmin');
  const { locale } = useLocale();
  const facts = sheetFacts(sheet);
  return (
    <div className={styles.preview} data-testid="sheet-preview">
      <p className={styles.strong}>{facts.title}</p>
      <p>
        {t('editor.previewSummary', {
          bars: formatNumber(facts.bars, locale),
          notes: formatNumber(facts.notes, locale),
          parts: formatNumber(facts.parts.length, locale),
          tempo: formatNumber(facts.tempo, locale),
          time: facts.time,
        })}
      </p>
      <ul>
        {facts.parts.map((part, index) => (
          <li key={index}>{t('editor.previewPart', { name: part.name, notes: formatNumber(part.notes, locale) })}</li>
        ))}
      </ul>
      <Suspense fallback={<p className={styles.muted}>{t('editor.previewLoading')}</p>}>
        <SheetNotation sheet={sheet as Sheet} />
      </Suspense>
    </div>
  );
}
