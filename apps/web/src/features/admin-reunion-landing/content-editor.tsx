import { DEFAULT_LANGUAGE, initialsOf, type LanguageCode } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  saveLandingItem,
  type LandingContentKind,
  type LandingInput,
  type LandingItem,
} from '../../api/admin-reunion-landing';
import { AdminDialog, DialogHead } from '../../components/admin/admin-dialog';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import ui from '../../components/admin/admin-ui.module.css';
import { ColourField } from '../../components/admin/form/colour-field';
import { FieldFrame, fieldDescription, useBoundField } from '../../components/admin/form/field-frame';
import { DialogActions } from '../../components/admin/form/form-buttons';
import form from '../../components/admin/form/form.module.css';
import { LanguageTabsSection } from '../../components/admin/form/language-tabs-section';
import { LanguageNotice, LocalizedTextField, nativeName } from '../../components/admin/form/localized-fields';
import { SelectField } from '../../components/admin/form/select-field';
import { SwitchField } from '../../components/admin/form/switch-field';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { payloadResolver, translateMessage } from '../../components/admin/form/validation';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { ApiError } from '../../lib/api-client';
import {
  emptyForm,
  formToPayload,
  isBlank,
  itemToForm,
  type ContentFormValues,
  type ContentKind,
  type SharedField,
} from './content-kinds';
import styles from './content.module.css';
import { textOn } from '../../lib/colour';

/** The texts of the content editor: `admin.content.*` of the landing's namespace. */
export function useContentTexts() {
  return useTranslation('reunionLanding', { keyPrefix: 'admin.content' });
}

/** A text field shared by every language (a name, a key, an address). */
function SharedTextField({ field }: { field: Extract<SharedField, { control: 'text' }> }) {
  const { t } = useContentTexts();
  const bound = useBoundField(field.name);
  return (
    <FieldFrame
      id={bound.id}
      label={t(`fields.${field.name}`)}
      hint={field.hint ? t(`hints.${field.name}`) : undefined}
      error={bound.message}
    >
      <input
        id={bound.id}
        className={ui.input}
        dir={field.ltr ? 'ltr' : undefined}
        inputMode={field.inputMode}
        maxLength={field.maxLength}
        aria-invalid={bound.error ? true : undefined}
        aria-describedby={fieldDescription(bound.id, Boolean(field.hint), Boolean(bound.error))}
        {...bound.register(field.name)}
      />
    </FieldFrame>
  );
}

/** One shared field, drawn by its control. */
function SharedFieldControl({ field }: { field: SharedField }) {
  const { t } = useContentTexts();
  const hint = field.hint ? t(`hints.${field.name}`) : undefined;
  switch (field.control) {
    case 'text':
      return <SharedTextField field={field} />;
    case 'select':
      return (
        <SelectField
          name={field.name}
          label={t(`fields.${field.name}`)}
          hint={hint}
          options={field.options.map((value) => ({ value, label: t(`options.${field.name}.${value}`) }))}
        />
      );
    case 'colour':
      return (
        <ColourField<ContentFormValues>
          name={field.name}
          legend={t(`fields.${field.name}`)}
          pickerLabel={t('colourPicker')}
          hexLabel={t('colourHex')}
          hint={hint ?? ''}
        />
      );
  }
}

/** The sponsor's drawn logo as the landing shows it: the initials of its name on its colour. */
function SponsorLogoPreview() {
  const { t } = useContentTexts();
  const { control } = useFormContext<ContentFormValues>();
  const [name, colour] = useWatch({ control, name: ['name', 'colour'] }) as [string, string];
  const initials = initialsOf(name ?? '');
  return (
    <div className={styles.preview}>
      <span
        className={styles.logo}
        style={
          /^#[0-9a-f]{6}$/i.test(colour ?? '') ? { backgroundColor: colour, color: textOn(colour ?? '') } : undefined
        }
        aria-hidden="true"
      >
        {initials || '?'}
      </span>
      <span className={ui.hint}>{t('logoPreview', { initials: initials || '—' })}</span>
    </div>
  );
}

/** The item's position among its kind (lower first); up and down in the list change it too. */
function SortOrderField() {
  const { t } = useContentTexts();
  const order = useBoundField('sort_order');
  return (
    <FieldFrame id={order.id} label={t('fields.sort_order')} hint={t('hints.sort_order')} error={order.message}>
      <input
        id={order.id}
        type="number"
        className={`${ui.input} ${form.smallNumber}`}
        min={0}
        max={10_000}
        step={1}
        aria-invalid={order.error ? true : undefined}
        aria-describedby={fieldDescription(order.id, true, Boolean(order.error))}
        {...order.register('sort_order', { valueAsNumber: true })}
      />
    </FieldFrame>
  );
}

/** One language's texts of the item, below the line saying whether the language is required. */
function LanguageTexts<K extends LandingContentKind>({ kind, code }: { kind: ContentKind<K>; code: LanguageCode }) {
  const { t } = useContentTexts();
  return (
    <div className={form.stack}>
      <LanguageNotice
        code={code}
        englishNote={t('form.englishNote')}
        optionalNote={t('form.optionalLanguage', { language: nativeName(code) })}
      />
      {kind.texts.map((text) => (
        <LocalizedTextField<ContentFormValues>
          key={text.name}
          name={`translations.${code}.${text.name}`}
          code={code}
          label={t(`fields.${text.name}`)}
          required={text.required ? code === DEFAULT_LANGUAGE : undefined}
          requiredText={text.required ? t('form.required') : undefined}
          maxLength={text.maxLength}
          rows={text.rows}
        />
      ))}
    </div>
  );
}

export interface ContentEditorProps<K extends LandingContentKind> {
  kind: ContentKind<K>;
  /** The item to edit, or null to add one. */
  item: LandingItem<K> | null;
  /** The position a new item gets. */
  nextOrder: number;
  onClose: () => void;
  /** After a save, with the item as stored. */
  onSaved: (saved: LandingItem<K>, created: boolean) => void;
}

/**
 * Add or edit one item of a kind in a modal: its shared fields, its texts per language (English required,
 * the others fall back to English), its position and whether it is shown. The values are checked with the
 * kind's own input schema before sending; the server's field messages land on the same fields.
 */
export function ContentEditor<K extends LandingContentKind>({
  kind,
  item,
  nextOrder,
  onClose,
  onSaved,
}: ContentEditorProps<K>) {
  const { t } = useContentTexts();
  const { t: te } = useTranslation('admin-editor');
  const titleId = useId();
  const problemsId = useId();
  // The generic messages (too long, not a number…) are the admin editor's, looked up without this page's prefix.
  const resolver = useMemo(
    () => payloadResolver(kind.schema, (values: ContentFormValues) => formToPayload(kind, values), te),
    [kind, te],
  );
  const methods = useForm<ContentFormValues, unknown, unknown>({
    defaultValues: item ? itemToForm(kind, item) : emptyForm(kind, nextOrder),
    resolver,
    shouldFocusError: false,
  });
  const { control, register, handleSubmit } = methods;
  const editor = useEditorErrors(methods, t, { localizedRoots: ['translations'] });
  const { problems, setProblems, onInvalid, reportFailure } = editor;
  const translations = useWatch({ control, name: 'translations' });
  const save = useMutation({
    mutationFn: (body: LandingInput<K>) => saveLandingItem(kind.kind, item?.id ?? null, body),
  });

  // What is sent is the body as the kind's schema read it (trimmed, empty addresses as null).
  const onValid = async (body: unknown) => {
    setProblems(null);
    try {
      const saved = await save.mutateAsync(body as LandingInput<K>);
      onSaved(saved, item === null);
    } catch (failure) {
      // A refusal of the whole item (there are 50 of this kind already) is said in the admin's language too.
      const whole = failure instanceof ApiError && Object.keys(failure.errors).length === 0;
      reportFailure(
        whole ? new Error(translateMessage(failure.coded.code ?? failure.message, te)) : failure,
        'form.serverError',
      );
    }
  };

  const title = t(item ? `kinds.${kind.kind}.editTitle` : `kinds.${kind.kind}.addTitle`);

  return (
    <AdminDialog
      className={styles.dialog}
      labelledBy={titleId}
      onCancel={() => {
        if (!save.isPending) onClose();
      }}
    >
      <FormProvider {...methods}>
        <form
          noValidate
          className={dialogUi.form}
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
          aria-describedby={problems ? problemsId : undefined}
        >
          <DialogHead titleId={titleId} title={title} onClose={onClose} closeLabel={t('close')} />
          <div className={styles.dialogBody}>
            <SaveProblemsAlert problems={problems} id={problemsId} />
            <div className={form.grid2}>
              {kind.fields.map((field) => (
                <SharedFieldControl key={field.name} field={field} />
              ))}
            </div>
            {kind.kind === 'sponsors' && <SponsorLogoPreview />}
            <LanguageTabsSection
              title={t('form.texts')}
              titleClassName={styles.subTitle}
              label={t('form.languagesLabel')}
              editor={editor}
              filled={(code) => !isBlank(translations[code])}
            >
              <LanguageTexts key={editor.language} kind={kind} code={editor.language} />
            </LanguageTabsSection>
            <div className={form.grid2}>
              <SortOrderField />
              <SwitchField
                label={t('fields.is_published')}
                hint={t('hints.is_published')}
                {...register('is_published')}
              />
            </div>
          </div>
          <DialogActions
            busy={save.isPending}
            cancelLabel={t('cancel')}
            onCancel={onClose}
            label={item ? t('form.save') : t('form.create')}
            busyLabel={t('form.saving')}
          />
        </form>
      </FormProvider>
    </AdminDialog>
  );
}
