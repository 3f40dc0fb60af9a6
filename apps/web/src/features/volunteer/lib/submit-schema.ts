import { zodResolver } from '@hookform/resolvers/zod';
import { taskReviewSchema, taskSubmitSchema, volunteerTaskCreateSchema } from '@site/contracts';

// The task forms' validation, loaded when a form is first used (lib/lazy-resolver): zod stays out of the
// pages' first load. The server checks the same schemas.

export const submitResolver = zodResolver(taskSubmitSchema);
export const reviewResolver = zodResolver(taskReviewSchema);
export const createTaskResolver = zodResolver(volunteerTaskCreateSchema);
