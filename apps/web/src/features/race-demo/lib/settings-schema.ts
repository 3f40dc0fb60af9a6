import { zodResolver } from '@hookform/resolvers/zod';
import { raceSimulateRequestSchema } from '@site/contracts';

// The demo's validation, loaded when the demo is first used (lib/lazy-resolver): zod is not part of the
// page's first load.

/** The demo's inputs, checked in the browser with the server's own rules. */
export const settingsSchema = raceSimulateRequestSchema.pick({ concurrentRequests: true, amount: true });

/** The settings form's resolver. */
export const settingsResolver = zodResolver(settingsSchema);
