import { useId, type FormEventHandler, type Ref, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { FormField, FormOutcome, SubmitButton, TitledForm, type FieldWiring } from './form-kit';
import type { SendOutcome } from './use-send-form';
import styles from './form.module.css';

/**
 * The texts of a message form, by their key under the form's own prefix (`contact.submit`,
 * `feedback.submit` and so on).
 */
export type MessageFormText = (
  key:
    | 'formTitle'
    | 'required'
    | 'name'
    | 'email'
    | 'honeypot'
    | 'submit'
    | 'sending'
    | 'successTitle'
    | 'success'
    | 'errorTitle'
    | 'error',
) => string;

/** The sender's fields, side by side at the top of a message form; an address reads left to right. */
const senderFields = [
  { field: 'name', type: 'text', dir: undefined },
  { field: 'email', type: 'email', dir: 'ltr' },
] as const;

/**
 * A form that sends the owner a message, in the site's form look (contact, feedback): titled, the sender's
 * name and email side by side (both required, capped by `maxLength` where the contract has a limit), the
 * form's own fields (`children`), a honeypot, the submit button and the titled outcome banners. A failure
 * shows `errorText` (else the generic `error` text), then `errorExtra`. The honeypot is the `website` field.
 *
 * The `as Path<T>` casts name fields that `T`'s constraint guarantees; TypeScript cannot see them through
 * the generic `Path`.
 */
export function MessageForm<T extends FieldValues & { name: unknown; email: unknown; website?: unknown }>({
  text,
  wiring,
  sendForm: { form, formRef, onSubmit, sending, outcome },
  errorText,
  errorExtra,
  maxLength = {},
  children,
}: {
  text: MessageFormText;
  wiring: FieldWiring<T>;
  /** The form's sending state, from `useSendForm`. */
  sendForm: {
    form: UseFormReturn<T, unknown, unknown>;
    onSubmit: FormEventHandler<HTMLFormElement>;
    formRef?: Ref<HTMLFormElement>;
    sending: boolean;
    outcome: SendOutcome<unknown>;
  };
  errorText?: ReactNode;
  errorExtra?: ReactNode;
  maxLength?: { name?: number; email?: number };
  children: ReactNode;
}) {
  return (
    <TitledForm
      title={text('formTitle')}
      hint={text('required')}
      onSubmit={onSubmit}
      formRef={formRef}
      classes={styles}
    >
      <div className={styles.row}>
        {senderFields.map(({ field, type, dir }) => (
          <FormField key={field} wiring={wiring} field={field as Path<T>} label={text(field)} required>
            <input
              type={type}
              autoComplete={field}
              dir={dir}
              aria-required="true"
              maxLength={maxLength[field]}
              {...wiring.control(field as Path<T>)}
            />
          </FormField>
        ))}
      </div>

      {children}

      <MessageFormEnd
        text={text}
        honeypot={form.register('website' as Path<T>)}
        sending={sending}
        outcome={outcome}
        errorText={errorText}
        errorExtra={errorExtra}
      />
    </TitledForm>
  );
}

/** The texts the end of a message form needs (`MessageFormEnd`). */
export type MessageFormEndText = (
  key: 'honeypot' | 'submit' | 'sending' | 'successTitle' | 'success' | 'errorTitle' | 'error',
) => string;

/**
 * The end of every form that sends the owner or the reunion team a message: a honeypot (`honeypot`: the
 * registration of the form's `website` field), the submit button, and the outcome as titled banners; a failure
 * shows `errorText` (else the generic `error` text), then `errorExtra`.
 */
export function MessageFormEnd({
  text,
  honeypot,
  sending,
  outcome,
  errorText,
  errorExtra,
}: {
  text: MessageFormEndText;
  honeypot: UseFormRegisterReturn;
  sending: boolean;
  outcome: SendOutcome<unknown>;
  errorText?: ReactNode;
  errorExtra?: ReactNode;
}) {
  return (
    <>
      <Honeypot label={text('honeypot')} registration={honeypot} />

      <div className={styles.actions}>
        <SubmitButton sending={sending} label={text('submit')} sendingLabel={text('sending')} />
      </div>

      <FormOutcome
        classes={styles}
        success={
          outcome?.kind === 'success' && <TitledBannerText title={text('successTitle')} text={text('success')} />
        }
        failure={
          outcome?.kind === 'error' && (
            <TitledBannerText title={text('errorTitle')} text={errorText ?? text('error')}>
              {errorExtra}
            </TitledBannerText>
          )
        }
      />
    </>
  );
}

/** A honeypot: people never see or reach it, so a value means a bot. */
function Honeypot({ label, registration }: { label: ReactNode; registration: UseFormRegisterReturn }) {
  const id = `${useId()}-${registration.name}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** A banner's body: a title line, the text, then any further lines (`children`). */
function TitledBannerText({ title, text, children }: { title: ReactNode; text: ReactNode; children?: ReactNode }) {
  return (
    <>
      <p className={styles.bannerTitle}>{title}</p>
      <p>{text}</p>
      {children}
    </>
  );
}
