import {
  CASE_GENDERS,
  CASE_LIMITS,
  IMAGE_UPLOAD_TYPES,
  REPORTER_RELATIONSHIPS,
  UPLOAD_LIMITS,
  adminUploadApi,
} from '@site/contracts';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { FileUploadField, useFileUpload } from '../../components/admin/form/file-upload-field';
import form from '../../components/admin/form/form.module.css';
import { SelectField } from '../../components/admin/form/select-field';
import { PanelSection } from '../../components/admin/panel-section';
import { useLocale } from '../../components/admin/use-locale';
import { formatSize } from '../../lib/format';
import { notify } from '../../lib/notify';
import { BoundTextField } from '../../components/admin/form/bound-text-field';
import type { CaseFormValues } from './case-form-model';
import { PlacePicker } from './place-picker';
import styles from './cases.module.css';

/** Who the person is: name, gender, birth year or age, height, and since when they are missing. */
export function PersonSection() {
  const { t } = useTranslation('adminReunion');
  return (
    <PanelSection title={t('form.person')}>
      <div className={form.stack}>
        <BoundTextField
          name="full_name"
          label={`${t('form.fullName')} ${t('form.required')}`}
          maxLength={CASE_LIMITS.nameMax}
          aria-required
        />
        <SelectField
          name="gender"
          label={t('form.gender')}
          options={CASE_GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
        />
        <div className={styles.row}>
          <BoundTextField name="birth_year" label={t('form.birthYear')} inputMode="numeric" maxLength={4} />
          <BoundTextField name="age_at_missing" label={t('form.ageAtMissing')} inputMode="numeric" maxLength={3} />
        </div>
        <p className={ui.hint}>{t('form.ageHint')}</p>
        <BoundTextField name="height_cm" label={t('form.height')} inputMode="numeric" maxLength={3} />
        <BoundTextField
          name="missing_since"
          label={`${t('form.missingSince')} ${t('form.required')}`}
          type="date"
          aria-required
        />
      </div>
    </PanelSection>
  );
}

/** The last-seen place, coarse on purpose: province, commune and a position near the commune's centre. */
export function PlaceSection() {
  const { t } = useTranslation('adminReunion');
  return (
    <PanelSection title={t('form.place')}>
      <div className={form.stack}>
        <p className={ui.hint}>{t('form.placeHint')}</p>
        <PlacePicker />
      </div>
    </PanelSection>
  );
}

/** Why a chosen file cannot be uploaded, before sending it (the server checks again by content). */
export function photoFileProblem(file: File): 'type' | 'size' | null {
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_LIMITS.imageBytes) return 'size';
  return null;
}

/** The person's photo: uploaded, or an address; with a preview. */
export function PhotoSection() {
  const { t } = useTranslation('adminReunion');
  const id = useId();
  const { setValue, control } = useFormContext<CaseFormValues>();
  const photo = useWatch({ control, name: 'photo_url' }).trim();
  const { locale } = useLocale();
  const limit = formatSize(UPLOAD_LIMITS.imageBytes, locale);
  const upload = useFileUpload(
    adminUploadApi.upload,
    { problem: photoFileProblem, wrongType: t('form.photoWrongType'), limit },
    (result) => {
      setValue('photo_url', result.url, { shouldDirty: true, shouldValidate: true });
      notify('success', t('toast.photoUploaded'));
    },
  );
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <PanelSection title={t('form.photo')}>
      <div className={form.stack}>
        {photo && broken !== photo ? (
          <img
            src={photo}
            alt={t('form.photoPreview')}
            className={styles.photoPreview}
            onError={() => setBroken(photo)}
          />
        ) : (
          <p className={ui.hint}>{photo ? t('form.photoBroken') : t('form.noPhoto')}</p>
        )}
        <FileUploadField
          id={`${id}-file`}
          label={t('form.photoUpload')}
          hint={t('form.photoHint', { size: limit })}
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          uploadingLabel={t('form.uploading')}
          upload={upload}
        />
        <BoundTextField name="photo_url" label={t('form.photoUrl')} inputMode="url" dir="ltr" maxLength={500} />
        {photo && (
          <button
            type="button"
            className={`${ui.smallButton} ${ui.dangerButton}`}
            onClick={() => setValue('photo_url', '', { shouldDirty: true, shouldValidate: true })}
          >
            {t('form.removePhoto')}
          </button>
        )}
      </div>
    </PanelSection>
  );
}

/** Who reported the case: private, shown only here. */
export function ContactSection() {
  const { t } = useTranslation('adminReunion');
  return (
    <PanelSection title={t('form.contact')}>
      <div className={form.stack}>
        <p className={ui.hint}>{t('form.contactHint')}</p>
        <BoundTextField
          name="contact.reporter_name"
          label={t('form.reporterName')}
          maxLength={CASE_LIMITS.reporterNameMax}
          autoComplete="off"
        />
        <BoundTextField
          name="contact.phone"
          label={t('form.phone')}
          type="tel"
          dir="ltr"
          maxLength={CASE_LIMITS.phoneMax}
          autoComplete="off"
        />
        <BoundTextField
          name="contact.email"
          label={t('form.email')}
          type="email"
          dir="ltr"
          maxLength={CASE_LIMITS.emailMax}
          autoComplete="off"
        />
        <SelectField
          name="contact.relationship"
          label={t('form.relationship')}
          options={REPORTER_RELATIONSHIPS.map((relation) => ({
            value: relation,
            label: t(`relationship.${relation}`),
          }))}
        />
      </div>
    </PanelSection>
  );
}
