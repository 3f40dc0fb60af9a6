import {
  CASE_GENDERS,
  CASE_LIMITS,
  DEFAULT_LANGUAGE,
  IMAGE_UPLOAD_TYPES,
  UPLOAD_LIMITS,
  adminUploadApi,
  type LanguageCode,
} from '@site/contracts';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { BoundTextField } from '../../components/admin/form/bound-text-field';
import { FileUploadField, useFileUpload } from '../../components/admin/form/file-upload-field';
import form from '../../components/admin/form/form.module.css';
import { LanguageNotice, LocalizedTextField, nativeName } from '../../components/admin/form/localized-fields';
import { SelectField } from '../../components/admin/form/select-field';
import { useLocale } from '../../components/admin/use-locale';
import { formatSize } from '../../lib/format';
import { notify } from '../../lib/notify';
import type { PublishFormValues } from './publish-model';
import styles from './reports.module.css';

/** The person as the public case shows them. */
export function PublishPersonFields() {
  const { t } = useTranslation('adminReunionReports');
  const { t: tc } = useTranslation('adminReunion');
  return (
    <div className={form.stack}>
      <BoundTextField
        name="case.full_name"
        label={`${t('publish.fullName')} ${t('publish.required')}`}
        hint={t('publish.fullNameHint')}
        maxLength={CASE_LIMITS.nameMax}
        aria-required
      />
      <SelectField
        name="case.gender"
        label={t('publish.gender')}
        options={CASE_GENDERS.map((gender) => ({ value: gender, label: tc(`gender.${gender}`) }))}
      />
      <div className={styles.row}>
        <BoundTextField name="case.birth_year" label={t('publish.birthYear')} inputMode="numeric" maxLength={4} />
        <BoundTextField
          name="case.age_at_missing"
          label={t('publish.ageAtMissing')}
          inputMode="numeric"
          maxLength={3}
        />
        <BoundTextField name="case.height_cm" label={t('publish.height')} inputMode="numeric" maxLength={3} />
      </div>
      <p className={ui.hint}>{t('publish.ageHint')}</p>
      <BoundTextField
        name="case.missing_since"
        label={`${t('publish.missingSince')} ${t('publish.required')}`}
        type="date"
        aria-required
      />
    </div>
  );
}

/** The public place: today's province and commune, and a position near the commune's or province's centre. */
export function PublishPlaceFields({
  seat,
  communes,
}: {
  seat: { lat: number; lng: number; name: string } | null;
  /** Today's communes the reported place lies in: several when the reform split the family's old ward. */
  communes: readonly string[];
}) {
  const { t } = useTranslation('adminReunionReports');
  const { setValue } = useFormContext<PublishFormValues>();
  const useSeat = () => {
    if (!seat) return;
    setValue('case.last_seen.latitude', String(seat.lat), { shouldDirty: true, shouldValidate: true });
    setValue('case.last_seen.longitude', String(seat.lng), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <div className={form.stack}>
      <p className={ui.hint}>{t('publish.placeHint')}</p>
      {communes.length > 1 && (
        <p className={ui.hint}>{t('publish.severalCommunes', { communes: communes.join(', ') })}</p>
      )}
      <div className={styles.row}>
        <BoundTextField
          name="case.last_seen.province"
          label={`${t('publish.province')} ${t('publish.required')}`}
          maxLength={CASE_LIMITS.placeMax}
          aria-required
        />
        <BoundTextField
          name="case.last_seen.commune"
          label={`${t('publish.commune')} ${t('publish.required')}`}
          maxLength={CASE_LIMITS.placeMax}
          aria-required
        />
      </div>
      <div className={styles.row}>
        <BoundTextField
          name="case.last_seen.latitude"
          label={`${t('publish.latitude')} ${t('publish.required')}`}
          inputMode="decimal"
          dir="ltr"
          aria-required
        />
        <BoundTextField
          name="case.last_seen.longitude"
          label={`${t('publish.longitude')} ${t('publish.required')}`}
          inputMode="decimal"
          dir="ltr"
          aria-required
        />
      </div>
      {seat && (
        <div>
          <button type="button" className={ui.smallButton} onClick={useSeat}>
            {t('publish.useSeat', { seat: seat.name })}
          </button>
        </div>
      )}
    </div>
  );
}

/** The public texts of one language: circumstances (English required), clothing, features and reward. */
export function PublishTextsPanel({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('adminReunionReports');
  const required = code === DEFAULT_LANGUAGE;
  return (
    <div className={form.stack}>
      <LanguageNotice
        code={code}
        englishNote={t('publish.englishNote')}
        optionalNote={t('publish.optionalLanguage', { language: nativeName(code) })}
      />
      <LocalizedTextField<PublishFormValues>
        name={`case.translations.${code}.description`}
        code={code}
        label={t('publish.description')}
        required={required}
        requiredText={t('publish.required')}
        maxLength={CASE_LIMITS.descriptionMax}
        rows={6}
      />
      <LocalizedTextField<PublishFormValues>
        name={`case.translations.${code}.clothing`}
        code={code}
        label={t('publish.clothing')}
        maxLength={CASE_LIMITS.clothingMax}
        rows={2}
      />
      <LocalizedTextField<PublishFormValues>
        name={`case.translations.${code}.distinguishing_features`}
        code={code}
        label={t('publish.features')}
        maxLength={CASE_LIMITS.featuresMax}
        rows={3}
      />
      <LocalizedTextField<PublishFormValues>
        name={`case.translations.${code}.reward`}
        code={code}
        label={t('publish.reward')}
        maxLength={CASE_LIMITS.rewardMax}
      />
    </div>
  );
}

/** Why a chosen file cannot be uploaded, before sending it (the server checks again by content). */
export function photoFileProblem(file: File): 'type' | 'size' | null {
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_LIMITS.imageBytes) return 'size';
  return null;
}

/** An optional photo, uploaded through the admin upload (which re-encodes it without its metadata). */
export function PublishPhotoField() {
  const { t } = useTranslation('adminReunionReports');
  const id = useId();
  const { setValue, control } = useFormContext<PublishFormValues>();
  const photo = useWatch({ control, name: 'case.photo_url' }).trim();
  const { locale } = useLocale();
  const limit = formatSize(UPLOAD_LIMITS.imageBytes, locale);
  const upload = useFileUpload(
    adminUploadApi.upload,
    { problem: photoFileProblem, wrongType: t('publish.photoWrongType'), limit },
    (result) => {
      setValue('case.photo_url', result.url, { shouldDirty: true, shouldValidate: true });
      notify('success', t('publish.photoUploaded'));
    },
  );
  return (
    <div className={form.stack}>
      {photo ? (
        <img src={photo} alt={t('publish.photoPreview')} className={styles.photoPreview} />
      ) : (
        <p className={ui.hint}>{t('publish.noPhoto')}</p>
      )}
      <FileUploadField
        id={`${id}-file`}
        label={t('publish.photoUpload')}
        hint={t('publish.photoHint', { size: limit })}
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        uploadingLabel={t('publish.uploading')}
        upload={upload}
      />
      {photo && (
        <button
          type="button"
          className={`${ui.smallButton} ${ui.dangerButton}`}
          onClick={() => setValue('case.photo_url', '', { shouldDirty: true, shouldValidate: true })}
        >
          {t('publish.removePhoto')}
        </button>
      )}
    </div>
  );
}
