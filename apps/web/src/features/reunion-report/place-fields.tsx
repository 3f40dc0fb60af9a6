import type { ListItem, ReportFormData } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { communesQuery, oldDistrictsQuery, oldWardsQuery } from '../../api/missing-reports';
import type { ReportForm, TextField } from './lib/report-form';
import styles from './report-dialog.module.css';

interface PlaceProps {
  form: ReportForm;
  data: ReportFormData | undefined;
  setField: (field: TextField, value: string) => void;
  onPeriod: (period: ReportForm['address_period']) => void;
  fieldError: (field: TextField) => { id: string; text: string } | null;
  onBlur: (field: TextField) => void;
}

/**
 * Where the person was last seen, in today's units (province → commune) or, for a disappearance before
 * 1 July 2025, the old ones (province → district → ward). Each list waits for its parent; a list that could
 * not be fetched stays empty with a retry.
 */
export function PlaceFields({ form, data, setField, onPeriod, fieldError, onBlur }: PlaceProps) {
  const { t } = useTranslation('reunionReport');
  const before = form.address_period === 'before_reform';
  const province = form.last_seen_province_id;
  const communes = useQuery({ ...communesQuery(province), enabled: !before && !!province, retry: false });
  const districts = useQuery({ ...oldDistrictsQuery(province), enabled: before && !!province, retry: false });
  const district = form.last_seen_district_id;
  const wards = useQuery({ ...oldWardsQuery(district), enabled: before && !!district, retry: false });
  const lower = before ? wards : communes;

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('form.place')}</legend>
      <div role="radiogroup" aria-label={t('form.period')} className={styles.periods}>
        {(['current', 'before_reform'] as const).map((period) => (
          <label key={period} className={styles.radio}>
            <input
              type="radio"
              name="address_period"
              value={period}
              checked={form.address_period === period}
              onChange={() => onPeriod(period)}
            />
            {t(`period.${period}`)}
          </label>
        ))}
      </div>
      <PlaceSelect
        field="last_seen_province_id"
        label={t('fields.last_seen_province_id')}
        items={before ? data?.old_provinces : data?.provinces}
        value={province}
        disabled={!data}
        setField={setField}
        fieldError={fieldError}
        onBlur={onBlur}
      />
      {before && (
        <PlaceSelect
          field="last_seen_district_id"
          label={t('fields.last_seen_district_id')}
          items={districts.data?.data}
          value={district}
          disabled={!province}
          failed={districts.isError}
          onRetry={() => void districts.refetch()}
          setField={setField}
          fieldError={fieldError}
          onBlur={onBlur}
        />
      )}
      <PlaceSelect
        field="last_seen_ward_id"
        label={before ? t('fields.last_seen_ward_id') : t('fields.commune')}
        items={lower.data?.data}
        value={form.last_seen_ward_id}
        disabled={before ? !district : !province}
        failed={lower.isError}
        onRetry={() => void lower.refetch()}
        setField={setField}
        fieldError={fieldError}
        onBlur={onBlur}
      />
    </fieldset>
  );
}

function PlaceSelect({
  field,
  label,
  items,
  value,
  disabled,
  failed = false,
  onRetry,
  setField,
  fieldError,
  onBlur,
}: {
  field: TextField;
  label: string;
  items: readonly ListItem[] | undefined;
  value: string;
  disabled: boolean;
  failed?: boolean;
  onRetry?: () => void;
  setField: (field: TextField, value: string) => void;
  fieldError: (field: TextField) => { id: string; text: string } | null;
  onBlur: (field: TextField) => void;
}) {
  const { t } = useTranslation('reunionReport');
  const error = fieldError(field);
  const id = `report-${field}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error?.id}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => onBlur(field)}
      >
        <option value="">{disabled ? t('form.chooseParentFirst') : t('form.choose')}</option>
        {items?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
        {/* A suggested id not (yet) in the list keeps its choice visible until the list arrives. */}
        {value && items && !items.some((item) => item.id === value) && <option value={value}>{value}</option>}
        {value && !items && <option value={value}>{value}</option>}
      </select>
      {failed && !disabled && (
        <p className={styles.hint}>
          {t('form.listFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            {t('form.retry')}
          </button>
        </p>
      )}
      {error && (
        <p id={error.id} className={styles.fieldError}>
          {error.text}
        </p>
      )}
    </div>
  );
}
