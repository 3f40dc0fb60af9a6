import { messageText } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { passwordFormSchema } from './password-form';

describe('password form', () => {
  const valid = {
    current_password: 'old',
    new_password: 'a-long-new-password',
    confirm_password: 'a-long-new-password',
  };

  it('accepts a long, confirmed password', () => {
    expect(passwordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('needs 12 characters, the current password and a matching confirmation', () => {
    // The schema reports codes; read back as the English texts the server would answer with them.
    const errors = (values: typeof valid) =>
      passwordFormSchema
        .safeParse(values)
        .error?.issues.map((i) => `${i.path.join('.')}: ${messageText(i.message) ?? i.message}`) ?? [];
    expect(errors({ ...valid, new_password: 'short', confirm_password: 'short' })).toEqual([
      'new_password: The new password must be at least 12 characters.',
    ]);
    expect(errors({ ...valid, current_password: '' })).toEqual(['current_password: The current password is required.']);
    expect(errors({ ...valid, confirm_password: 'different-password' })).toEqual([
      'confirm_password: The passwords do not match.',
    ]);
  });
});
