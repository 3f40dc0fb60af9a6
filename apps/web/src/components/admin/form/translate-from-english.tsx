import { ASSISTANT_LIMITS, type LanguageCode } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { assistantHealthQuery, translateTexts } from '../../../api/assistant';
import { nativeName } from './localized-fields';
import form from './form.module.css';
import { stillEmpty, translationPlan } from './translation-plan';

type Outcome = { kind: 'done'; count: number } | { kind: 'failed'; message: string } | { kind: 'nothing' } | null;

/**
 * "Translate from English" for an editor's per-language texts: shown only when the assistant service says a
 * translation provider is configured. It translates the English texts of every empty field in the other
 * languages, one language at a time (with its progress), and writes each translation only into a field that
 * is still empty; a failure of the provider shows its message.
 */
export function TranslateFromEnglish({ roots }: { roots: readonly string[] }) {
  const { t } = useTranslation('assistant');
  const { getValues, setValue } = useFormContext();
  const health = useQuery({ ...assistantHealthQuery(), retry: false, staleTime: 60_000 });
  const [progress, setProgress] = useState<{ language: LanguageCode; done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!health.data?.translate_provider || roots.length === 0) return null;

  const run = async () => {
    setOutcome(null);
    const plans = translationPlan(getValues(), roots);
    if (plans.length === 0) {
      setOutcome({ kind: 'nothing' });
      return;
    }
    let translated = 0;
    try {
      for (const [index, plan] of plans.entries()) {
        setProgress({ language: plan.language, done: index, total: plans.length });
        for (let start = 0; start < plan.fields.length; start += ASSISTANT_LIMITS.translateTexts) {
          const fields = plan.fields.slice(start, start + ASSISTANT_LIMITS.translateTexts);
          const answer = await translateTexts({
            texts: fields.map((field) => field.english),
            from: 'en',
            to: plan.language,
          });
          fields.forEach((field, at) => {
            const text = answer.texts[at];
            if (text && stillEmpty(getValues(), field.path)) {
              setValue(field.path, text, { shouldDirty: true, shouldValidate: false });
            }
          });
        }
        translated += 1;
      }
      setOutcome({ kind: 'done', count: translated });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={form.translateRow}>
      <button type="button" className={form.translateButton} onClick={() => void run()} disabled={progress !== null}>
        {t('translate.button')}
      </button>
      {progress && (
        <p role="status" className={form.translateStatus}>
          {t('translate.progress', {
            language: nativeName(progress.language),
            done: progress.done + 1,
            total: progress.total,
          })}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <p role="status" className={form.translateStatus}>
          {t('translate.done', { count: outcome.count })}
        </p>
      )}
      {outcome?.kind === 'nothing' && (
        <p role="status" className={form.translateStatus}>
          {t('translate.nothing')}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p role="alert" className={form.translateError}>
          {t('translate.failed', { message: outcome.message })}
        </p>
      )}
    </div>
  );
}
