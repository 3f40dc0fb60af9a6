import {
  VOLUNTEER_CODES,
  adminTaskCreateSchema,
  type TaskDifficulty,
  type TaskMode,
  type TaskType,
} from '@site/contracts';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { payloadResolver } from '../../components/admin/form/validation';
import { localDateTimeToIso, numberOrNone, textOrNull } from './form-values';

/** The task form as typed: the optional fields blank for none, numbers and the deadline as the boxes hold them. */
export interface TaskFormValues {
  type: TaskType;
  title: string;
  description: string;
  mode: TaskMode;
  difficulty: TaskDifficulty;
  province_id: string;
  case_number: string;
  deadline: string;
  bonus: string;
  urgent: boolean;
  first_responder_only: boolean;
}

export type TaskBody = z.output<typeof adminTaskCreateSchema>;

export const EMPTY_TASK_FORM: TaskFormValues = {
  type: 'social_media',
  title: '',
  description: '',
  mode: 'online',
  difficulty: 'easy',
  province_id: '',
  case_number: '',
  deadline: '',
  bonus: '0',
  urgent: false,
  first_responder_only: false,
};

/** The request body of the form, under the same field names (blank is none; a blank bonus is none). */
export function taskPayload(values: TaskFormValues): z.input<typeof adminTaskCreateSchema> {
  return {
    type: values.type,
    title: values.title,
    description: values.description,
    mode: values.mode,
    difficulty: values.difficulty,
    province_id: textOrNull(values.province_id),
    case_number: textOrNull(values.case_number),
    deadline: localDateTimeToIso(values.deadline),
    bonus: numberOrNone(values.bonus) ?? 0,
    urgent: values.urgent,
    first_responder_only: values.first_responder_only,
  };
}

/**
 * The contract's validation, then the rule the server keeps beside it: a deadline lies in the future (checked
 * against `now`, the server checks again when it receives the task).
 */
export function taskResolver(t: TFunction, now: () => number = Date.now): Resolver<TaskFormValues, unknown, TaskBody> {
  const inner = payloadResolver(adminTaskCreateSchema, taskPayload, t);
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    const deadline = taskPayload(values).deadline;
    if (!result.errors.deadline && deadline && Date.parse(deadline) <= now()) {
      return {
        values: {},
        errors: { ...result.errors, deadline: { type: 'past', message: VOLUNTEER_CODES.deadlinePast } },
      };
    }
    return result;
  };
}
