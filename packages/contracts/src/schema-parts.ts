import { z } from 'zod';
import { SIMPLE_EMAIL } from './contact.values.js';
import { FORM_CODES } from './form-messages.js';

/**
 * Schema pieces that several contract families build on: the body of a bulk action, the counts of a stats
 * panel, the key and colour of a category, and the fields of the public forms.
 */

/** A bulk action on selected rows: one of `actions`, on 1 to 500 ids (`empty` is the message for none). */
export function bulkActionOf<const Actions extends readonly [string, ...string[]]>(
  actions: Actions,
  empty: string = FORM_CODES.selectOne,
) {
  return z.object({
    action: z.enum(actions),
    ids: z.array(z.number().int().positive()).min(1, empty).max(500),
  });
}

/** A stats panel: whole-number counts under the given names. */
export function countsSchema<const Name extends string>(names: readonly Name[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<Name, z.ZodNumber>);
}

/** A category's key, as it stands in addresses: lowercase words joined by single dashes. */
export const categoryKeySchema = z
  .string()
  .trim()
  .min(2, FORM_CODES.keyTooShort)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, FORM_CODES.keyPattern);

/** A colour written `#rrggbb`. */
export const colourCodeSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, FORM_CODES.colour);

/** The codes a public form (contact, feedback) reports for its sender's name and email and the message. */
export type SenderCodes = Record<
  | 'nameRequired'
  | 'nameMinLength'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailTooLong'
  | 'emailInvalid'
  | 'messageRequired'
  | 'messageMinLength'
  | 'messageTooLong',
  string
>;

/** Their lengths. */
export interface SenderLimits {
  nameMin: number;
  nameMax: number;
  emailMax: number;
  messageMin: number;
  messageMax: number;
}

/** Trimmed text that must be there (`required` when it is missing or not text). */
const requiredText = (required: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string({ error: required }));

/**
 * The sender's name and email and the message of a public form: trimmed, required, within their limits; the
 * same rules run in the browser before sending and on the server.
 */
export function senderFields(codes: SenderCodes, limits: SenderLimits) {
  return {
    name: requiredText(codes.nameRequired).pipe(
      z
        .string()
        .min(1, codes.nameRequired)
        .min(limits.nameMin, codes.nameMinLength)
        .max(limits.nameMax, codes.nameTooLong),
    ),
    email: requiredText(codes.emailRequired).pipe(
      z
        .string()
        .min(1, codes.emailRequired)
        .max(limits.emailMax, codes.emailTooLong)
        .regex(SIMPLE_EMAIL, codes.emailInvalid),
    ),
    message: requiredText(codes.messageRequired).pipe(
      z
        .string()
        .min(1, codes.messageRequired)
        .min(limits.messageMin, codes.messageMinLength)
        .max(limits.messageMax, codes.messageTooLong),
    ),
  };
}

/** An optional field of a public form, stored as null when it is absent, null or empty. */
export function nullWhenEmpty<T extends z.ZodType<string>>(schema: T) {
  return schema.nullish().transform((value) => value || null);
}

/** The hidden field of a public form: people never see it, so a value means a bot. */
export const honeypotSchema = z.string().max(500).optional();
