import { zodResolver } from '@hookform/resolvers/zod';
import { volunteerLoginSchema, volunteerRegisterSchema } from '@site/contracts';

// The volunteer forms' validation, loaded when a form is first used (lib/lazy-resolver). The server checks the
// same schemas, the passwords' match included.

export const loginResolver = zodResolver(volunteerLoginSchema);
export const registerResolver = zodResolver(volunteerRegisterSchema);
