import { VIETNAM_BOUNDS } from '@site/contracts';
import { communesOf, provinceSeat } from '@site/vn-places';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { FieldFrame, fieldDescription, useBoundField } from '../../components/admin/form/field-frame';
import { useLocale } from '../../components/admin/use-locale';
import { BoundTextField } from '../../components/admin/form/bound-text-field';
import type { CaseFormValues } from './case-form-model';
import { CommuneCombobox } from './commune-combobox';
import {
  matchCommune,
  matchProvince,
  matchStoredPlace,
  provincesInOrder,
  seatAt,
  seatPosition,
  shouldFillCoordinates,
} from './place-match';
import styles from './cases.module.css';

/** The province select's value for a stored name that is not a current province. */
const STORED = '__stored';

/**
 * The last-seen place: a province of today's 34, then one of its communes or wards, and the position the map
 * shows. Choosing a province puts its seat in the coordinates when they are blank or were put there by an earlier
 * choice; a position corrected by hand stays. The form keeps names (not ids): a case saved with a name that is
 * not in today's list (a pre-2025 province, a custom spelling) keeps it, with a note, until the owner picks a
 * current unit.
 */
export function PlacePicker() {
  const { t } = useTranslation('adminReunion');
  const { locale } = useLocale();
  const { control, getValues, setValue, formState } = useFormContext<CaseFormValues>();
  const {
    field: { value: provinceText, onChange: setProvince, onBlur: provinceBlur, ref: provinceRef },
  } = useController({ control, name: 'last_seen.province' });
  const {
    field: { value: communeText, onChange: setCommune, onBlur: communeBlur, ref: communeRef },
  } = useController({ control, name: 'last_seen.commune' });
  const [latitude, longitude] = useWatch({ control, name: ['last_seen.latitude', 'last_seen.longitude'] });
  const provinceBox = useBoundField('last_seen.province');
  const communeBox = useBoundField('last_seen.commune');

  // The place as loaded, to keep or to come back to.
  const [stored] = useState(() => ({ ...getValues('last_seen') }));
  const storedMatch = useMemo(() => matchStoredPlace(stored.province, stored.commune), [stored]);
  const storedProvinceKept = stored.province.trim() !== '' && !storedMatch.province;

  const provinces = useMemo(() => provincesInOrder(), []);
  const province = useMemo(() => matchProvince(provinceText), [provinceText]);
  const communes = province ? communesOf(province.id) : null;
  const commune = useMemo(
    () => (province ? matchCommune(province.id, communeText) : undefined),
    [province, communeText],
  );
  const provinceValue = province ? province.id : provinceText.trim() !== '' ? STORED : '';
  const communeKept = communeText.trim() !== '' && !commune;
  const seat = province && seatAt(latitude, longitude) === province.id ? provinceSeat(province.id) : undefined;

  const set = (name: 'last_seen.commune' | 'last_seen.latitude' | 'last_seen.longitude', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const onProvince = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    const position = shouldFillCoordinates(latitude, longitude);
    if (chosen === STORED) {
      setProvince(stored.province);
      set('last_seen.commune', stored.commune);
      if (position) {
        set('last_seen.latitude', stored.latitude);
        set('last_seen.longitude', stored.longitude);
      }
      return;
    }
    const next = provinces.find((candidate) => candidate.id === chosen);
    if (!next) return;
    setProvince(next.shortName);
    // A commune of the new province keeps its place (written as the list writes it); any other is cleared.
    const kept = matchCommune(next.id, communeText);
    if ((kept?.name ?? '') !== communeText) set('last_seen.commune', kept?.name ?? '');
    const filled = seatPosition(next.id);
    if (position && filled) {
      set('last_seen.latitude', filled.latitude);
      set('last_seen.longitude', filled.longitude);
    }
  };

  const bounds = (min: number, max: number) =>
    t('form.range', { min: min.toLocaleString(locale), max: max.toLocaleString(locale) });
  const required = t('form.required');
  const provinceNote = provinceValue === STORED && (
    <p id={`${provinceBox.id}-note`} className={styles.placeNote}>
      {t('form.notCurrent', { name: provinceText })}
    </p>
  );
  const communeNote = communeKept && (
    <p id={`${communeBox.id}-note`} className={styles.placeNote}>
      {t('form.notCurrent', { name: communeText })}
    </p>
  );
  const canKeepCommune = stored.commune.trim() !== '' && !storedMatch.commune && communeText !== stored.commune;
  const describe = (id: string, note: boolean, error: boolean) =>
    [fieldDescription(id, true, error), note ? `${id}-note` : ''].filter(Boolean).join(' ');

  return (
    <>
      <FieldFrame
        id={provinceBox.id}
        label={`${t('form.province')} ${required}`}
        hint={t('form.provinceHint')}
        status={provinceNote}
        error={provinceBox.message}
      >
        <select
          id={provinceBox.id}
          ref={provinceRef}
          className={ui.select}
          value={provinceValue}
          onChange={onProvince}
          onBlur={provinceBlur}
          aria-required
          aria-invalid={provinceBox.error ? true : undefined}
          aria-describedby={describe(provinceBox.id, Boolean(provinceNote), Boolean(provinceBox.error))}
        >
          <option value="" disabled>
            {t('form.provinceChoose')}
          </option>
          {(storedProvinceKept || provinceValue === STORED) && (
            <option value={STORED}>
              {t('form.storedOption', { name: storedProvinceKept ? stored.province : provinceText })}
            </option>
          )}
          {provinces.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.shortName}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        id={communeBox.id}
        label={`${t('form.commune')} ${required}`}
        hint={province ? t('form.communeHint') : t('form.communeFirst')}
        status={
          (communeNote || canKeepCommune) && (
            <div className={styles.placeNotes}>
              {communeNote}
              {canKeepCommune && (
                <button
                  type="button"
                  className={ui.smallButton}
                  onClick={() => set('last_seen.commune', stored.commune)}
                >
                  {t('form.keepStored', { name: stored.commune })}
                </button>
              )}
            </div>
          )
        }
        error={communeBox.message}
      >
        <CommuneCombobox
          id={communeBox.id}
          value={communeText}
          communes={communes}
          provinceId={province?.id ?? null}
          onChange={(name) => setCommune(name)}
          onBlur={communeBlur}
          inputRef={communeRef}
          invalid={Boolean(communeBox.error)}
          describedBy={describe(communeBox.id, Boolean(communeNote), Boolean(communeBox.error))}
          placeholder={province ? t('form.communePlaceholder') : ''}
          listLabel={t('form.commune')}
          countText={(count) => t('form.communeCount', { count })}
          noMatchText={(query) => t('form.communeNone', { query, province: province?.shortName ?? '' })}
        />
      </FieldFrame>
      <div className={styles.row}>
        <BoundTextField
          name="last_seen.latitude"
          label={t('form.latitude')}
          hint={bounds(VIETNAM_BOUNDS.minLat, VIETNAM_BOUNDS.maxLat)}
          inputMode="decimal"
          dir="ltr"
          maxLength={12}
        />
        <BoundTextField
          name="last_seen.longitude"
          label={t('form.longitude')}
          hint={bounds(VIETNAM_BOUNDS.minLng, VIETNAM_BOUNDS.maxLng)}
          inputMode="decimal"
          dir="ltr"
          maxLength={12}
        />
      </div>
      {seat && <p className={ui.hint}>{t('form.seatHint', { seat: seat.seat })}</p>}
    </>
  );
}
