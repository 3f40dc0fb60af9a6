import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackRequestSchema } from '@site/contracts';

// The feedback form's validation, loaded when the form is first used (lib/lazy-resolver): zod is not part
// of the page's first load.

/** The contract's feedback rules as the form's resolver; the server checks the same schema. */
export const feedbackResolver = zodResolver(feedbackRequestSchema);
