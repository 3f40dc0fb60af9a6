import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotationFont } from '../../components/notation/sheet-notation';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { AbcNotation } from './components/abc-notation';
import { useAbcSheet } from './hooks/use-abc-sheet';
import { DEMO_ABC } from './lib/demo-tune';
import styles from './notation-pages.module.css';

type Choice = 'handwritten' | 'engraved' | 'both';
const CHOICES: Choice[] = ['handwritten', 'engraved', 'both'];
const FONTS: Record<Exclude<Choice, 'both'>, NotationFont> = { handwritten: 'Petaluma', engraved: 'Bravura' };

/** The same music in VexFlow's handwritten font (Petaluma), its engraved one (Bravura), or both side by side. */
export default function HandwrittenDemoPage() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('notation');
  usePageMeta({ title: tp('handwrittenDemo.title'), description: tp('handwrittenDemo.summary') });
  const demo = useAbcSheet(DEMO_ABC);
  const [choice, setChoice] = useState<Choice>('handwritten');
  const name = useId();
  const shown = choice === 'both' ? (['handwritten', 'engraved'] as const) : [choice];
  return (
    <>
      <PageIntro heading={tp('handwrittenDemo.heading')} summary={tp('handwrittenDemo.summary')} />
      <PageSection id="sheet" title={t('pages.handwritten.title')} summary={t('pages.handwritten.summary')}>
        <fieldset className={styles.fontSwitch}>
          <legend>{t('pages.handwritten.choose')}</legend>
          {CHOICES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {t(`pages.handwritten.choice.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className={styles.sideBySide} data-both={choice === 'both'}>
          {shown.map((style) => (
            <figure key={style} className={styles.stack}>
              <figcaption className={styles.figureTitle}>{t(`pages.handwritten.choice.${style}`)}</figcaption>
              <AbcNotation state={demo} fontFamily={FONTS[style]} />
            </figure>
          ))}
        </div>
      </PageSection>
    </>
  );
}
