import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema } from '@site/contracts';

// The contact form's validation, loaded when the form is first used (lib/lazy-resolver): zod is not part
// of the page's first load.

/** The contract's contact rules as the form's resolver; the server checks the same schema. */
export const contactResolver = zodResolver(contactRequestSchema);
