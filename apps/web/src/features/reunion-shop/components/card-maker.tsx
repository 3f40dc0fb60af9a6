import { useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { languageDir } from '@site/contracts';
import {
  CARD_LIMITS,
  CARD_STORAGE_KEY,
  cardFacts,
  emptyCard,
  isCardEmpty,
  parseStoredCard,
  type CardData,
  type Guardian,
} from '../lib/card-data';
import { canvasBlob, drawCard, saveBlob, shrinkPhoto, type CardTexts } from '../lib/draw-card';
import styles from './card-maker.module.css';

/** Local storage, which a private window or a strict setting may refuse: the card then lives in memory only. */
const deviceStorage = {
  read(): string | null {
    try {
      return window.localStorage.getItem(CARD_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(value: string): boolean {
    try {
      window.localStorage.setItem(CARD_STORAGE_KEY, value);
      return true;
    } catch {
      return false;
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(CARD_STORAGE_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};

function Field({ label, hint, children, id }: { label: string; hint?: string; children: ReactNode; id: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The free child safety card: a form, a live wallet-size preview, and PNG, PDF and print. Everything happens
 * in the browser: the photo is read from the device, the files are drawn on a canvas, and the data is kept
 * only when the family ticks "remember on this device".
 */
export default function CardMaker() {
  const { t } = useTranslation('reunionShop');
  const base = useId();
  const lang = currentLanguage();
  const locale = localeOf(lang);
  const rtl = languageDir(lang) === 'rtl';
  // The maker is loaded only in the browser, after the family starts a card (never server-rendered), so a
  // remembered card can be read while the state is created.
  const [card, setCard] = useState<CardData>(() => parseStoredCard(deviceStorage.read()) ?? emptyCard());
  const [remember, setRemember] = useState(() => parseStoredCard(deviceStorage.read()) !== null);
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  // While "remember" is ticked, every change is kept on this device.
  useEffect(() => {
    if (remember) deviceStorage.write(JSON.stringify(card));
  }, [card, remember]);

  /** Ticking keeps the card on this device (when the browser allows it); unticking forgets it there. */
  const onRemember = (on: boolean) => {
    if (!on) {
      deviceStorage.clear();
      setRemember(false);
      return;
    }
    if (!deviceStorage.write(JSON.stringify(card))) {
      setProblem(t('card.storageRefused'));
      return;
    }
    setProblem(null);
    setRemember(true);
  };

  const set = <K extends keyof CardData>(key: K, value: CardData[K]) =>
    setCard((current) => ({ ...current, [key]: value }));
  const setGuardian = (index: 0 | 1, change: Partial<Guardian>) =>
    setCard((current) => {
      const guardians: [Guardian, Guardian] = [{ ...current.guardians[0] }, { ...current.guardians[1] }];
      guardians[index] = { ...guardians[index], ...change };
      return { ...current, guardians };
    });

  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const facts = cardFacts(
    card,
    {
      born: t('card.fields.birthDate'),
      height: t('card.fields.height'),
      eyes: t('card.fields.eyes'),
      hair: t('card.fields.hair'),
      marks: t('card.fields.marks'),
      medical: t('card.fields.medical'),
    },
    (iso) => dateFormat.format(new Date(`${iso}T00:00:00Z`)),
    (cm) => t('card.heightValue', { value: new Intl.NumberFormat(locale).format(cm) }),
  );
  const texts: CardTexts = {
    title: t('card.cardTitle'),
    facts,
    guardiansLabel: t('card.guardiansOnCard'),
    noPhoto: t('card.noPhoto'),
    unnamed: t('card.unnamed'),
  };
  const fileName = (extension: string) =>
    `${t('card.fileName')}-${(card.childName.trim() || 'card').replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40)}.${extension}`;

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    try {
      set('photo', await shrinkPhoto(file, CARD_LIMITS.photoSide));
    } catch {
      setProblem(t('card.photoUnreadable'));
    }
  };

  const download = async (kind: 'png' | 'pdf') => {
    setBusy(kind);
    setProblem(null);
    try {
      const canvas = await drawCard(card, texts, rtl);
      if (kind === 'png') {
        saveBlob(await canvasBlob(canvas, 'image/png'), fileName('png'));
      } else {
        // The PDF writer loads only when a PDF is asked for.
        const { singleImagePdf } = await import('../lib/card-pdf');
        const jpeg = new Uint8Array(await (await canvasBlob(canvas, 'image/jpeg', 0.92)).arrayBuffer());
        const pdf = singleImagePdf(jpeg);
        saveBlob(new Blob([pdf.buffer as ArrayBuffer], { type: 'application/pdf' }), fileName('pdf'));
      }
      setStatus(t('card.downloaded'));
    } catch {
      setProblem(t('card.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const forget = () => {
    deviceStorage.clear();
    setRemember(false);
    setCard(emptyCard());
    setStatus(t('card.forgotten'));
  };

  const id = (name: string) => `${base}-${name}`;
  const text = (name: keyof CardData, label: string, max: number, hint?: string) => (
    <Field id={id(name)} label={label} hint={hint}>
      <input
        id={id(name)}
        className={styles.input}
        maxLength={max}
        value={card[name] as string}
        aria-describedby={hint ? `${id(name)}-hint` : undefined}
        autoComplete="off"
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <div className={styles.maker}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t('card.formLabel')}>
        <p className={styles.privacy}>{t('card.privacy')}</p>
        {text('childName', t('card.fields.childName'), CARD_LIMITS.name)}
        <Field id={id('photo')} label={t('card.fields.photo')} hint={t('card.photoHint')}>
          <input
            id={id('photo')}
            className={styles.file}
            type="file"
            accept="image/*"
            aria-describedby={`${id('photo')}-hint`}
            onChange={(event) => void onPhoto(event)}
          />
        </Field>
        {card.photo && (
          <button type="button" className="button button-ghost" onClick={() => set('photo', '')}>
            {t('card.removePhoto')}
          </button>
        )}
        <div className={styles.row}>
          <Field id={id('birthDate')} label={t('card.fields.birthDate')}>
            <input
              id={id('birthDate')}
              className={styles.input}
              type="date"
              value={card.birthDate}
              onChange={(event) => set('birthDate', event.target.value)}
            />
          </Field>
          <Field id={id('heightCm')} label={t('card.fields.heightCm')}>
            <input
              id={id('heightCm')}
              className={styles.input}
              inputMode="numeric"
              maxLength={3}
              value={card.heightCm}
              onChange={(event) => set('heightCm', event.target.value.replace(/\D/g, ''))}
            />
          </Field>
        </div>
        <div className={styles.row}>
          {text('eyeColour', t('card.fields.eyes'), CARD_LIMITS.short)}
          {text('hairColour', t('card.fields.hair'), CARD_LIMITS.short)}
        </div>
        {text('marks', t('card.fields.marks'), CARD_LIMITS.marks)}
        {text('medical', t('card.fields.medical'), CARD_LIMITS.medical, t('card.medicalHint'))}
        {([0, 1] as const).map((index) => (
          <fieldset key={index} className={styles.fieldset}>
            <legend>{t('card.guardian', { number: index + 1 })}</legend>
            <div className={styles.row}>
              <Field id={id(`g${index}name`)} label={t('card.fields.guardianName')}>
                <input
                  id={id(`g${index}name`)}
                  className={styles.input}
                  maxLength={CARD_LIMITS.name}
                  autoComplete="off"
                  value={card.guardians[index].name}
                  onChange={(event) => setGuardian(index, { name: event.target.value })}
                />
              </Field>
              <Field id={id(`g${index}phone`)} label={t('card.fields.guardianPhone')}>
                <input
                  id={id(`g${index}phone`)}
                  className={styles.input}
                  type="tel"
                  dir="ltr"
                  maxLength={CARD_LIMITS.phone}
                  autoComplete="off"
                  value={card.guardians[index].phone}
                  onChange={(event) => setGuardian(index, { phone: event.target.value })}
                />
              </Field>
            </div>
          </fieldset>
        ))}
        <Field id={id('message')} label={t('card.fields.message')} hint={t('card.messageHint')}>
          <textarea
            id={id('message')}
            className={styles.input}
            rows={2}
            maxLength={CARD_LIMITS.message}
            value={card.message}
            aria-describedby={`${id('message')}-hint`}
            onChange={(event) => set('message', event.target.value)}
          />
        </Field>
        <div className={styles.remember}>
          <label>
            <input type="checkbox" checked={remember} onChange={(event) => onRemember(event.target.checked)} />{' '}
            {t('card.remember')}
          </label>
          <button
            type="button"
            className="button button-ghost"
            onClick={forget}
            disabled={!remember && isCardEmpty(card)}
          >
            {t('card.forget')}
          </button>
        </div>
      </form>

      <div className={styles.output}>
        <h3 className={styles.previewTitle}>{t('card.preview')}</h3>
        <div className={styles.printable}>
          <article className={styles.card} dir={rtl ? 'rtl' : 'ltr'} aria-label={t('card.preview')}>
            <p className={styles.cardTitle}>{texts.title}</p>
            <div className={styles.cardBody}>
              <div className={styles.cardPhoto}>
                {card.photo ? <img src={card.photo} alt={t('card.photoAlt')} /> : <span>{texts.noPhoto}</span>}
              </div>
              <div className={styles.cardText}>
                <p className={styles.cardName}>{card.childName.trim() || texts.unnamed}</p>
                <dl className={styles.cardFacts}>
                  {facts.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                {card.guardians.some((g) => g.name.trim() || g.phone.trim()) && (
                  <>
                    <p className={styles.cardGuardiansLabel}>{texts.guardiansLabel}</p>
                    {card.guardians
                      .filter((g) => g.name.trim() || g.phone.trim())
                      .map((g, index) => (
                        <p key={index} className={styles.cardGuardian}>
                          {g.name.trim()} <bdi dir="ltr">{g.phone.trim()}</bdi>
                        </p>
                      ))}
                  </>
                )}
              </div>
            </div>
            {card.message.trim() && <p className={styles.cardMessage}>{card.message.trim()}</p>}
          </article>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void download('png')}
          >
            {busy === 'png' ? t('card.working') : t('card.downloadPng')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void download('pdf')}
          >
            {busy === 'pdf' ? t('card.working') : t('card.downloadPdf')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => window.print()}>
            {t('card.print')}
          </button>
        </div>
        <p className={styles.status} role="status">
          {status}
        </p>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
