import { zodResolver } from '@hookform/resolvers/zod';
import { enquiryRequestSchema, storyRequestSchema } from '@site/contracts';

// The landing forms' validation, loaded when a form is first used (lib/lazy-resolver): zod is not part of the
// page's first load. The server checks the same schemas.

export const enquiryResolver = zodResolver(enquiryRequestSchema);
export const storyResolver = zodResolver(storyRequestSchema);
