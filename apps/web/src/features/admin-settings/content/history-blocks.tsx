import { useTranslation } from 'react-i18next';
import form from '../../../components/admin/form/form.module.css';
import { SelectField } from '../../../components/admin/form/select-field';
import { StringListField } from '../fields/string-list-field';
import { TextField } from '../fields/text-field';
import { emptyCertification, emptyExperience, emptyTestimonial, LIMITS } from '../settings-form-model';
import { type BlockProps, ListBlock } from './content-block';

export function ExperienceBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  return (
    <ListBlock
      section="experience"
      code={code}
      emptyItem={emptyExperience}
      renderItem={(index, code, dir) => (
        <>
          <div className={form.grid2}>
            <TextField
              name={`experience.${code}.${index}.company`}
              label={t('settings.experience.company')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`experience.${code}.${index}.role`}
              label={t('settings.experience.role')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`experience.${code}.${index}.period`}
              label={t('settings.experience.period')}
              placeholder={t('settings.experience.periodPlaceholder')}
              maxLength={60}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`experience.${code}.${index}.location`}
              label={t('settings.experience.location')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
          </div>
          <StringListField
            name={`experience.${code}.${index}.achievements`}
            label={t('settings.experience.achievements')}
            itemLabel={(number) => t('settings.experience.achievement', { number })}
            addLabel={t('settings.experience.addAchievement')}
            max={LIMITS.achievements}
            maxLength={400}
            multiline
            lang={code}
            dir={dir}
          />
        </>
      )}
    />
  );
}

export function CertificationsBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  return (
    <ListBlock
      section="certifications"
      code={code}
      emptyItem={emptyCertification}
      renderItem={(index, code, dir) => (
        <div className={form.grid2}>
          <TextField
            name={`certifications.${code}.${index}.name`}
            label={t('settings.certifications.name')}
            maxLength={160}
            lang={code}
            dir={dir}
          />
          <TextField
            name={`certifications.${code}.${index}.issuer`}
            label={t('settings.certifications.issuer')}
            maxLength={120}
            lang={code}
            dir={dir}
          />
          <TextField
            name={`certifications.${code}.${index}.year`}
            label={t('settings.certifications.year')}
            maxLength={20}
            dir="ltr"
          />
          <TextField
            name={`certifications.${code}.${index}.url`}
            label={t('settings.certifications.url')}
            maxLength={500}
            dir="ltr"
            placeholder="https://…"
          />
        </div>
      )}
    />
  );
}

export function TestimonialsBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  return (
    <ListBlock
      section="testimonials"
      code={code}
      emptyItem={emptyTestimonial}
      renderItem={(index, code, dir) => (
        <>
          <TextField
            name={`testimonials.${code}.${index}.text`}
            label={t('settings.testimonials.text')}
            maxLength={1200}
            multiline
            rows={3}
            lang={code}
            dir={dir}
          />
          <div className={form.grid2}>
            <TextField
              name={`testimonials.${code}.${index}.name`}
              label={t('settings.testimonials.name')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`testimonials.${code}.${index}.position`}
              label={t('settings.testimonials.position')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`testimonials.${code}.${index}.company`}
              label={t('settings.testimonials.company')}
              hint={t('settings.optional')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <SelectField
              name={`testimonials.${code}.${index}.rating`}
              label={t('settings.testimonials.rating')}
              numeric
              options={[5, 4, 3, 2, 1].map((n) => ({
                value: n,
                label: t('settings.testimonials.stars', { count: n }),
              }))}
            />
            <TextField
              name={`testimonials.${code}.${index}.avatar`}
              label={t('settings.testimonials.avatar')}
              hint={t('settings.optional')}
              maxLength={500}
              dir="ltr"
              placeholder="https://…"
            />
          </div>
        </>
      )}
    />
  );
}

/** Everything written per language, for one language. */
