import { useId, type FormEventHandler, type ReactNode, type Ref } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/**
 * The public forms' kit (contact, feedback, comments): a titled form, labelled fields wired to their error
 * lines, the submit button and the outcome banners. The look stays the caller's: each piece takes the
 * caller's CSS classes. `MessageForm` (message-form.tsx) puts them together in the site's form look.
 */

/** Ties a form's fields to their error lines: one id per form, from which each control and error line is named. */
export interface FieldWiring<T extends FieldValues> {
  /** The class of a field's box (label, control, error line). */
  fieldClassName: string | undefined;
  /** The id of a field's control (what its label points at). */
  controlId: (field: Path<T>) => string;
  /**
   * A control's props: its id, `aria-invalid`, `aria-describedby` (its error line, then `describedBy`, e.g.
   * a counter) and its registration with the form (with `options`).
   */
  control: (
    field: Path<T>,
    extra?: { describedBy?: string; options?: RegisterOptions<T, Path<T>> },
  ) => UseFormRegisterReturn & { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** The field's error line (its message as `messageText` words it), or null when it has none. */
  error: (field: Path<T>) => ReactNode;
}

/**
 * The wiring of a form's fields: an invalid control is marked `aria-invalid` and described by its error
 * line, whose text is `messageText` of the field's message (codes translated, server text as it is).
 * `classes` are the caller's field box and error line classes.
 */
export function useFieldWiring<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'register' | 'formState'>,
  messageText: (message: string | undefined) => string | undefined,
  classes: { field?: string; fieldError?: string },
): FieldWiring<T> {
  const id = useId();
  // The public forms' fields are flat: each error sits under the field's own name.
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const controlId = (field: Path<T>) => `${id}-${field}`;
  const errorId = (field: Path<T>) => `${id}-${field}-error`;
  return {
    fieldClassName: classes.field,
    controlId,
    control: (field, { describedBy, options } = {}) => ({
      id: controlId(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': [errors[field] ? errorId(field) : '', describedBy].filter(Boolean).join(' ') || undefined,
      ...form.register(field, options),
    }),
    error: (field) => {
      const text = messageText(errors[field]?.message);
      return text ? (
        <p id={errorId(field)} className={classes.fieldError}>
          {text}
        </p>
      ) : null;
    },
  };
}

/** A labelled field: the label (with " *" when required), the control given as children, and its error line. */
export function FormField<T extends FieldValues>({
  wiring,
  field,
  label,
  required = false,
  children,
}: {
  wiring: FieldWiring<T>;
  field: Path<T>;
  label: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wiring.fieldClassName}>
      <label htmlFor={wiring.controlId(field)}>
        {label}
        {required && ' *'}
      </label>
      {children}
      {wiring.error(field)}
    </div>
  );
}

/** A form named by its visible title, with a hint under the title; it leaves checking to its own code. */
export function TitledForm({
  title,
  hint,
  heading: Heading = 'h3',
  onSubmit,
  formRef,
  classes,
  children,
}: {
  title: ReactNode;
  hint: ReactNode;
  heading?: 'h3' | 'h4';
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form element's ref (useSendForm's `formRef` starts loading the validation on first use). */
  formRef?: Ref<HTMLFormElement>;
  classes: { form?: string; title?: string; hint?: string };
  children: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <form ref={formRef} className={classes.form} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <Heading id={titleId} className={classes.title}>
        {title}
      </Heading>
      <p className={classes.hint}>{hint}</p>
      {children}
    </form>
  );
}

/** The submit button: busy and disabled while sending (or whenever `disabled`), with its sending label. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  disabled = sending,
  className,
  spinnerClassName,
}: {
  sending: boolean;
  label: ReactNode;
  sendingLabel: ReactNode;
  disabled?: boolean;
  className?: string;
  /** When given, a spinner with this class shows while sending. */
  spinnerClassName?: string;
}) {
  return (
    <button
      type="submit"
      className={className ? `button button-primary ${className}` : 'button button-primary'}
      disabled={disabled}
      aria-busy={sending}
    >
      {sending && spinnerClassName && <span className={spinnerClassName} aria-hidden="true" />}
      {sending ? sendingLabel : label}
    </button>
  );
}

/**
 * A form's outcome: the success banner in a polite live region (announced when it appears), the failure as
 * an alert; an empty one (null, false, '') hides its banner.
 */
export function FormOutcome({
  success,
  failure,
  as: Banner = 'div',
  classes,
}: {
  success: ReactNode;
  failure: ReactNode;
  as?: 'div' | 'p';
  classes: { live?: string; banner?: string; success?: string; failure?: string };
}) {
  return (
    <>
      <div aria-live="polite" className={classes.live}>
        {success ? (
          <Banner className={`${classes.banner} ${classes.success}`} role="status">
            {success}
          </Banner>
        ) : null}
      </div>
      {failure ? (
        <Banner className={`${classes.banner} ${classes.failure}`} role="alert">
          {failure}
        </Banner>
      ) : null}
    </>
  );
}
