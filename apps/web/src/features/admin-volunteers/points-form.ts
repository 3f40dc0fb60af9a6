import { adminPointsSchema } from '@site/contracts';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { payloadResolver } from '../../components/admin/form/validation';

/** The points form as typed: a signed whole number (negative for a spend) and the note for the ledger. */
export interface PointsFormValues {
  amount: string;
  note: string;
}

export type PointsBody = z.output<typeof adminPointsSchema>;

export const EMPTY_POINTS_FORM: PointsFormValues = { amount: '', note: '' };

/** The request body of the form: the amount as a number (none when blank, so that it is required). */
export function pointsPayload(values: PointsFormValues): z.input<typeof adminPointsSchema> {
  const text = values.amount.trim();
  return { amount: text === '' ? (undefined as unknown as number) : Number(text), note: values.note };
}

/**
 * The form's validation: the contract's schema, then what it cannot say in the admin's words — an amount of
 * zero moves nothing, and a spend may not take more than the volunteer's usable points (the server refuses it
 * too, with `notEnoughPoints`).
 */
export function pointsResolver(t: TFunction, usable: number): Resolver<PointsFormValues, unknown, PointsBody> {
  const schema = payloadResolver(adminPointsSchema, pointsPayload, t);
  return async (values, context, options) => {
    const amount = Number(values.amount.trim());
    const text = values.amount.trim();
    if (text !== '' && Number.isInteger(amount) && amount === 0) {
      return { values: {}, errors: { amount: { type: 'zero', message: t('points.zero') } } };
    }
    const result = await schema(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    if (amount < 0 && -amount > usable) {
      return { values: {}, errors: { amount: { type: 'balance', message: t('errors.notEnoughPoints') } } };
    }
    return result;
  };
}
