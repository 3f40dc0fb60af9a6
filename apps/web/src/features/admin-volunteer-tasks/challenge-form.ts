import { TASK_TYPES, challengeCreateSchema } from '@site/contracts';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { payloadResolver } from '../../components/admin/form/validation';
import { localDateTimeToIso, numberOrNone } from './form-values';

/** The types a challenge may count: one task type, or any task. */
export const CHALLENGE_TYPES = [...TASK_TYPES, 'any'] as const;

/** The challenge form as typed (numbers and times as the boxes hold them). */
export interface ChallengeFormValues {
  title: string;
  description: string;
  type: (typeof CHALLENGE_TYPES)[number];
  goal: string;
  bonus: string;
  starts_at: string;
  ends_at: string;
}

export type ChallengeBody = z.output<typeof challengeCreateSchema>;

export const EMPTY_CHALLENGE_FORM: ChallengeFormValues = {
  title: '',
  description: '',
  type: 'any',
  goal: '',
  bonus: '',
  starts_at: '',
  ends_at: '',
};

/** The request body of the form, under the same field names. */
export function challengePayload(values: ChallengeFormValues): z.input<typeof challengeCreateSchema> {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    goal: numberOrNone(values.goal) as number,
    bonus: numberOrNone(values.bonus) as number,
    starts_at: localDateTimeToIso(values.starts_at) as string,
    ends_at: localDateTimeToIso(values.ends_at) as string,
  };
}

/** The contract's validation, with its "ends before it starts" refusal said in the admin's words. */
export function challengeResolver(t: TFunction): Resolver<ChallengeFormValues, unknown, ChallengeBody> {
  const inner = payloadResolver(challengeCreateSchema, challengePayload, t);
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    const ends = result.errors.ends_at;
    if (ends && ends.message === 'ends_at') {
      return {
        values: {},
        errors: { ...result.errors, ends_at: { ...ends, message: t('challenges.endsBeforeStart') } },
      };
    }
    return result;
  };
}
