import type { SheetData } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../components/admin/use-locale';
import { formatNumber } from '../../../lib/format';
import { sheetFacts } from '../lib/sheet-summary';
import styles from '../note-dance-admin.module.css';

/** What was read of a sheet, in words: bars, notes, parts, tempo and time, then each part's notes. */
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
    </div>
  );
}
