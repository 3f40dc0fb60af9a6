import { useId } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { ListItemCard } from './fields/list-item-card';
import { SelectField } from '../../components/admin/form/select-field';
import { TextField } from './fields/text-field';
import { LIMITS, SOCIAL_KINDS, type SettingsFormValues } from './settings-form-model';
import { PanelSection } from '../../components/admin/panel-section';

/** The owner's name, contact details and social links (the same in every language). */
export function OwnerSection() {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const links = useFieldArray({ control, name: 'owner.links' });
  const linksError = get(errors, 'owner.links') as { message?: string; root?: { message?: string } } | undefined;

  return (
    <PanelSection title={t('settings.owner.title')}>
      <div className={form.stack}>
        <div className={form.grid2}>
          <TextField name="owner.name" label={t('settings.owner.name')} maxLength={100} required autoComplete="name" />
          <TextField
            name="owner.email"
            label={t('settings.owner.email')}
            type="email"
            maxLength={254}
            required
            dir="ltr"
            autoComplete="email"
          />
          <TextField
            name="owner.phone"
            label={t('settings.owner.phone')}
            type="tel"
            maxLength={30}
            dir="ltr"
            hint={t('settings.owner.phoneHint')}
            autoComplete="tel"
          />
        </div>
        <p className={ui.hint}>{t('settings.owner.perLanguageNote')}</p>

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t('settings.links.title')}</legend>
          <p className={ui.hint}>{t('settings.links.hint', { count: LIMITS.links })}</p>
          {links.fields.length > 0 && (
            <ol className={form.rows}>
              {links.fields.map((field, index) => (
                <ListItemCard
                  key={field.id}
                  title={t('settings.links.item', { number: index + 1 })}
                  index={index}
                  count={links.fields.length}
                  onMove={links.move}
                  onRemove={links.remove}
                  headingLevel={3}
                >
                  <div className={form.grid2}>
                    <SelectField
                      name={`owner.links.${index}.kind`}
                      label={t('settings.links.kind')}
                      options={SOCIAL_KINDS.map((kind) => ({ value: kind, label: t(`settings.links.kinds.${kind}`) }))}
                    />
                    <TextField name={`owner.links.${index}.label`} label={t('settings.links.label')} maxLength={80} />
                    <TextField
                      name={`owner.links.${index}.url`}
                      label={t('settings.links.url')}
                      dir="ltr"
                      maxLength={500}
                      placeholder="https://…"
                    />
                  </div>
                </ListItemCard>
              ))}
            </ol>
          )}
          <FieldError id={`${base}-links-error`} message={linksError?.message ?? linksError?.root?.message} />
          <div>
            <button
              type="button"
              className={ui.smallButton}
              disabled={links.fields.length >= LIMITS.links}
              onClick={() => links.append({ kind: 'website', label: '', url: '' })}
            >
              <span aria-hidden="true">+</span> {t('settings.links.add')}
            </button>
          </div>
        </fieldset>
      </div>
    </PanelSection>
  );
}
