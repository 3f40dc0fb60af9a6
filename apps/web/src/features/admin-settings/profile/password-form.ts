import { changePasswordSchema, FORM_CODES } from '@site/contracts';
import { z } from 'zod';

/** The change-password form: the contract's rules, a required current password and a matching confirmation. */
export const passwordFormSchema = changePasswordSchema
  .extend({
    current_password: z.string().min(1, FORM_CODES.currentPasswordRequired).max(1024),
    confirm_password: z.string(),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    message: FORM_CODES.passwordsDiffer,
    path: ['confirm_password'],
  });

export type PasswordFormValues = z.input<typeof passwordFormSchema>;
