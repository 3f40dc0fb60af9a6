import { REPORT_LIMITS, RISK_LEVEL_COLOURS, type ListItem, type ReportFormData, type RiskLevel } from '@site/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExtraFieldsEditor } from './extra-fields-editor';
import type { ExtraField } from './lib/extra-fields';
import type { ReportForm, TextField } from './lib/report-form';
import { PlaceFields } from './place-fields';
import styles from './report-dialog.module.css';

export interface DetailedFormProps {
  form: ReportForm;
  extras: readonly ExtraField[];
  data: ReportFormData | undefined;
  /** Under 768 px: only the fields a family needs first. */
  short: boolean;
  valid: boolean;
  submitting: boolean;
  setField: (field: TextField, value: string) => void;
  onPeriod: (period: ReportForm['address_period']) => void;
  onCondition: (id: string, on: boolean) => void;
  onExtras: (extras: ExtraField[]) => void;
  fieldError: (field: TextField | 'additional_info') => { id: string; text: string } | null;
  onBlur: (field: TextField) => void;
  onSubmit: () => void;
  onClear: () => void;
}

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The detailed form: the missing person, the disappearance, the reporter, extra fields and notes. On a phone
 * it is the short form (name, age, gender, dates, place, reporter, extra fields, notes).
 */
export function DetailedForm(props: DetailedFormProps) {
  const { form, extras, data, short, valid, submitting, setField, fieldError, onBlur } = props;
  const { t } = useTranslation('reunionReport');
  const max = today();

  const text = (
    field: TextField,
    options: { required?: boolean; type?: string; max?: number; maxDate?: string; autoComplete?: string } = {},
  ) => (
    <Field field={field} label={t(`fields.${field}`)} required={options.required} error={fieldError(field)}>
      <input
        id={`report-${field}`}
        type={options.type ?? 'text'}
        value={form[field]}
        required={options.required}
        maxLength={options.max}
        max={options.maxDate}
        autoComplete={options.autoComplete ?? 'off'}
        {...(options.type === 'number' ? { min: 0, max: REPORT_LIMITS.ageMax, inputMode: 'numeric' as const } : {})}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={fieldError(field)?.id}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => onBlur(field)}
      />
    </Field>
  );
  const select = (field: TextField, items: readonly ListItem[] | undefined, required = false) => (
    <Field field={field} label={t(`fields.${field}`)} required={required} error={fieldError(field)}>
      <select
        id={`report-${field}`}
        value={form[field]}
        required={required}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={fieldError(field)?.id}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => onBlur(field)}
      >
        <option value="">{t('form.choose')}</option>
        {items?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </Field>
  );
  const area = (field: TextField, rows = 3) => (
    <Field field={field} label={t(`fields.${field}`)} error={fieldError(field)}>
      <textarea
        id={`report-${field}`}
        rows={rows}
        value={form[field]}
        maxLength={REPORT_LIMITS.textMax}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={fieldError(field)?.id}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => onBlur(field)}
      />
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('form.title')} data-report-form="">
      <fieldset className={styles.fieldset}>
        <legend>{t('form.sections.person')}</legend>
        <div className={styles.grid}>
          {text('missing_person_name', { required: true, max: REPORT_LIMITS.nameMax })}
          {text('age', { type: 'number' })}
          {!short && text('date_of_birth', { type: 'date', maxDate: max })}
          {select('gender_id', data?.genders)}
          {!short && select('education_level_id', data?.educationLevels)}
          {!short && select('marital_status_id', data?.maritalStatuses)}
          {!short && (
            <Field field="occupation_id" label={t('fields.occupation_id')} error={fieldError('occupation_id')}>
              <select
                id="report-occupation_id"
                value={form.occupation_id}
                onChange={(event) => setField('occupation_id', event.target.value)}
              >
                <option value="">{t('form.choose')}</option>
                {data?.occupations.map((group) => (
                  <optgroup key={group.id} label={group.name}>
                    {group.occupations.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </Field>
          )}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('form.sections.missing')}</legend>
        <div className={styles.grid}>
          {text('missing_date', { required: true, type: 'date', maxDate: max })}
          {!short && text('missing_time', { type: 'time' })}
          {text('discovered_missing_date', { type: 'date', maxDate: max })}
        </div>
        {text('last_seen_location', { required: true, max: REPORT_LIMITS.locationMax })}
        <PlaceFields
          form={form}
          data={data}
          setField={setField}
          onPeriod={props.onPeriod}
          fieldError={fieldError}
          onBlur={onBlur}
        />
        {!short && (
          <>
            <div className={styles.grid}>
              <Field field="risk_level_id" label={t('fields.risk_level_id')} error={null}>
                <select
                  id="report-risk_level_id"
                  value={form.risk_level_id}
                  onChange={(event) => setField('risk_level_id', event.target.value)}
                  style={
                    form.risk_level_id
                      ? { borderColor: RISK_LEVEL_COLOURS[form.risk_level_id as RiskLevel] }
                      : undefined
                  }
                  data-risk={form.risk_level_id || undefined}
                >
                  <option value="">{t('form.choose')}</option>
                  {data?.riskLevels.map((item) => (
                    <option key={item.id} value={item.id} style={{ color: item.color_code }}>
                      ● {item.name}
                    </option>
                  ))}
                </select>
              </Field>
              {select('missing_reason_id', data?.missingReasons)}
              {select('location_type_id', data?.locationTypes)}
              {select('missing_context_id', data?.missingContexts)}
            </div>
            <fieldset className={styles.fieldset}>
              <legend>{t('fields.medical_condition_ids')}</legend>
              <ul className={styles.checks}>
                {data?.medicalConditions.map((item) => (
                  <li key={item.id}>
                    <label className={styles.radio}>
                      <input
                        type="checkbox"
                        checked={form.medical_condition_ids.includes(item.id)}
                        onChange={(event) => props.onCondition(item.id, event.target.checked)}
                      />
                      {item.name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {area('circumstances', 4)}
          </>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('form.sections.reporter')}</legend>
        <p className={styles.hint}>{t('form.private')}</p>
        <div className={styles.grid}>
          {text('reporter_name', { required: true, max: REPORT_LIMITS.reporterNameMax, autoComplete: 'name' })}
          {text('reporter_phone', { required: true, type: 'tel', max: REPORT_LIMITS.phoneMax, autoComplete: 'tel' })}
          {!short && text('reporter_email', { type: 'email', max: REPORT_LIMITS.emailMax, autoComplete: 'email' })}
          {select('reporter_relationship_id', data?.reporterRelationships, true)}
        </div>
        {!short && text('reporter_address', { max: REPORT_LIMITS.addressMax, autoComplete: 'street-address' })}
      </fieldset>

      <ExtraFieldsEditor extras={extras} onChange={props.onExtras} short={short} />
      {fieldError('additional_info') && <p className={styles.fieldError}>{fieldError('additional_info')?.text}</p>}

      <fieldset className={styles.fieldset}>
        <legend>{t('form.sections.notes')}</legend>
        {area('additional_notes', 3)}
      </fieldset>

      <div className={styles.actions}>
        <button type="button" className="button button-ghost" onClick={props.onClear}>
          {t('form.clear')}
        </button>
        <button type="submit" className="button button-primary" disabled={!valid || submitting} aria-busy={submitting}>
          {submitting ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
      {!valid && <p className={styles.hint}>{t('form.incomplete')}</p>}
    </form>
  );
}

function Field({
  field,
  label,
  required,
  error,
  children,
}: {
  field: string;
  label: string;
  required?: boolean | undefined;
  error: { id: string; text: string } | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`report-${field}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <p id={error.id} className={styles.fieldError}>
          {error.text}
        </p>
      )}
    </div>
  );
}
