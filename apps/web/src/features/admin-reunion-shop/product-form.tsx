import {
  DEFAULT_LANGUAGE,
  SHOP_AVAILABILITY,
  SHOP_LIMITS,
  shopProductInputSchema,
  type AdminShopProduct,
  type LanguageCode,
} from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { adminShopKeys, saveShopProduct } from '../../api/reunion-shop';
import ui from '../../components/admin/admin-ui.module.css';
import { FieldFrame, fieldDescription, useBoundField } from '../../components/admin/form/field-frame';
import { SaveBar } from '../../components/admin/form/form-buttons';
import form from '../../components/admin/form/form.module.css';
import { LanguageTabsSection } from '../../components/admin/form/language-tabs-section';
import { LanguageNotice, LocalizedTextField, nativeName } from '../../components/admin/form/localized-fields';
import { SelectField } from '../../components/admin/form/select-field';
import { SwitchField } from '../../components/admin/form/switch-field';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { useUnsavedChangesGuard } from '../../components/admin/form/use-unsaved-changes';
import { payloadResolver } from '../../components/admin/form/validation';
import { PanelSection } from '../../components/admin/panel-section';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { notify } from '../../lib/notify';
import { buildProductPayload, isProductTextsEmpty, type ProductFormValues } from './product-form-model';
import styles from './products.module.css';

type ProductOutput = z.output<typeof shopProductInputSchema>;

/** One language's name, description, price text and way to get it (English required). */
function ProductTexts({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('adminReunion');
  const required = code === DEFAULT_LANGUAGE;
  return (
    <div className={form.stack}>
      <LanguageNotice
        code={code}
        englishNote={t('shop.form.englishNote')}
        optionalNote={t('form.optionalLanguage', { language: nativeName(code) })}
      />
      <LocalizedTextField<ProductFormValues>
        name={`translations.${code}.name`}
        code={code}
        label={t('shop.form.name')}
        required={required}
        requiredText={t('form.required')}
        maxLength={SHOP_LIMITS.nameMax}
      />
      <LocalizedTextField<ProductFormValues>
        name={`translations.${code}.description`}
        code={code}
        label={t('shop.form.description')}
        required={required}
        requiredText={t('form.required')}
        maxLength={SHOP_LIMITS.descriptionMax}
        rows={4}
      />
      <LocalizedTextField<ProductFormValues>
        name={`translations.${code}.price`}
        code={code}
        label={t('shop.form.price')}
        maxLength={SHOP_LIMITS.priceMax}
      />
      <LocalizedTextField<ProductFormValues>
        name={`translations.${code}.how_to_get`}
        code={code}
        label={t('shop.form.howToGet')}
        maxLength={SHOP_LIMITS.howToGetMax}
        rows={3}
      />
    </div>
  );
}

/** Free or priced, availability, link, publishing and order. */
function ProductSettings() {
  const { t } = useTranslation('adminReunion');
  const { register } = useFormContext<ProductFormValues>();
  const link = useBoundField('link_url');
  const order = useBoundField('sort_order');
  return (
    <PanelSection title={t('shop.form.settings')}>
      <div className={form.stack}>
        <SwitchField label={t('shop.form.isFree')} hint={t('shop.form.isFreeHint')} {...register('is_free')} />
        <SelectField
          name="availability"
          label={t('shop.form.availability')}
          options={SHOP_AVAILABILITY.map((value) => ({ value, label: t(`shop.availability.${value}`) }))}
        />
        <FieldFrame id={link.id} label={t('shop.form.link')} hint={t('shop.form.linkHint')} error={link.message}>
          <input
            id={link.id}
            className={ui.input}
            inputMode="url"
            dir="ltr"
            maxLength={SHOP_LIMITS.linkMax}
            aria-invalid={link.error ? true : undefined}
            aria-describedby={fieldDescription(link.id, true, Boolean(link.error))}
            {...register('link_url')}
          />
        </FieldFrame>
        <SwitchField
          label={t('shop.form.published')}
          hint={t('shop.form.publishedHint')}
          {...register('is_published')}
        />
        <FieldFrame
          id={order.id}
          label={t('shop.form.sortOrder')}
          hint={t('shop.form.sortOrderHint')}
          error={order.message}
        >
          <input
            id={order.id}
            type="number"
            className={`${ui.input} ${form.smallNumber}`}
            min={0}
            max={SHOP_LIMITS.sortOrderMax}
            step={1}
            aria-invalid={order.error ? true : undefined}
            aria-describedby={fieldDescription(order.id, true, Boolean(order.error))}
            {...register('sort_order', { valueAsNumber: true })}
          />
        </FieldFrame>
      </div>
    </PanelSection>
  );
}

/** Create or edit a shop listing. */
export function ProductForm({
  product,
  defaultValues,
}: {
  product: AdminShopProduct | null;
  defaultValues: ProductFormValues;
}) {
  const { t } = useTranslation('adminReunion');
  const base = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => payloadResolver(shopProductInputSchema, buildProductPayload, t), [t]);
  const methods = useForm<ProductFormValues, unknown, ProductOutput>({
    defaultValues,
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { isDirty, isSubmitting },
  } = methods;
  const editor = useEditorErrors(methods, t, { localizedRoots: ['translations'] });
  const { problems, setProblems, onInvalid, reportFailure } = editor;
  useUnsavedChangesGuard(isDirty, t('form.unsaved'));
  const translations = useWatch({ control, name: 'translations' });
  const save = useMutation({ mutationFn: (body: ProductOutput) => saveShopProduct(product?.id ?? null, body) });

  const onValid = async (body: ProductOutput) => {
    setProblems(null);
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(adminShopKeys.item(saved.data.id), saved.data);
      await queryClient.invalidateQueries({ queryKey: adminShopKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['reunion-shop'] });
      notify('success', product ? t('shop.toast.updated') : t('shop.toast.created'));
      reset(getValues());
      navigate('/admin/reunion/shop');
    } catch (failure) {
      reportFailure(failure, 'shop.form.serverError');
    }
  };

  return (
    <FormProvider {...methods}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        aria-describedby={problems ? `${base}-problems` : undefined}
      >
        <SaveProblemsAlert problems={problems} id={`${base}-problems`} />
        <div className={styles.layout}>
          <LanguageTabsSection
            panel
            title={t('shop.form.texts')}
            label={t('shop.form.languagesLabel')}
            editor={editor}
            filled={(code) => !isProductTextsEmpty(translations[code])}
          >
            <ProductTexts key={editor.language} code={editor.language} />
          </LanguageTabsSection>
          <ProductSettings />
        </div>
        <SaveBar dirty={isDirty} busy={isSubmitting} saveLabel={product ? t('form.save') : t('shop.form.create')}>
          <Link href="/admin/reunion/shop" className="button button-ghost">
            {t('form.cancel')}
          </Link>
        </SaveBar>
      </form>
    </FormProvider>
  );
}
