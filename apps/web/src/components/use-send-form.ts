import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { placeServerFieldErrors } from '../lib/form-messages';
import { usePreloadOnUse } from '../lib/lazy-resolver';

const NO_PRELOAD = { preload: () => undefined };

/** What the last submit came to: sent, failed (with what the form shows of the failure), or nothing yet. */
export type SendOutcome<Failure> = { kind: 'success' } | ({ kind: 'error' } & Failure) | null;

interface SendForm<TFieldValues extends FieldValues, TTransformed, Failure> {
  /**
   * Checks the values (the contract schema's resolver, usually loaded on first use through `lazyResolver`,
   * whose `preload` the form's ref calls when the visitor starts using the form); only checked values are sent.
   */
  resolver: Resolver<TFieldValues, unknown, TTransformed> & { preload?: () => void };
  /** The form's starting values, and what a sent form is emptied to. */
  empty: TFieldValues;
  /** When fields are first checked (react-hook-form's `mode`); once shown, errors update as the visitor types. */
  mode?: UseFormProps<TFieldValues>['mode'];
  /** The fields the server may answer a message for. */
  fields: readonly Path<TFieldValues>[];
  send: (values: TTransformed) => Promise<unknown>;
  /** After the values were sent and the form emptied. */
  onSent?: () => void;
  /**
   * When sending failed, after the server's field messages went under their fields (`placed` of them): what
   * the form shows of the failure, or null for nothing more.
   */
  onFailed: (error: unknown, placed: number) => Failure | null;
}

/**
 * A form that sends its checked values and keeps the outcome: each submit clears the last outcome, sends,
 * and empties the form once the values are sent; on a failure the server's field messages go under their
 * fields before `onFailed` decides what else to show. `sending` is true while the values are on their way.
 */
export function useSendForm<TFieldValues extends FieldValues, TTransformed, Failure = object>({
  resolver,
  empty,
  mode = 'onSubmit',
  fields,
  send,
  onSent,
  onFailed,
}: SendForm<TFieldValues, TTransformed, Failure>) {
  // The empty values are whole values, so also valid (partial) defaults.
  const form = useForm<TFieldValues, unknown, TTransformed>({
    resolver,
    defaultValues: empty as DefaultValues<TFieldValues>,
    mode,
  });
  const [outcome, setOutcome] = useState<SendOutcome<Failure>>(null);
  const mutation = useMutation({ mutationFn: send });
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await mutation.mutateAsync(values);
      form.reset(empty);
      setOutcome({ kind: 'success' });
      onSent?.();
    } catch (error) {
      const failure = onFailed(error, placeServerFieldErrors(error, fields, form.setError));
      if (failure) setOutcome({ kind: 'error', ...failure });
    }
  });
  const clearOutcome = useCallback(() => setOutcome(null), []);
  const formRef = usePreloadOnUse(resolver.preload ? (resolver as { preload: () => void }) : NO_PRELOAD);
  return { form, formRef, onSubmit, sending: mutation.isPending, outcome, clearOutcome };
}
