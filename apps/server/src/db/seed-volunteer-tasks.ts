import type { Db } from './database.js';
import { TaskGenerator } from '../modules/volunteers/volunteer-tasks.generation.js';

/**
 * The platform's tasks for the demo cases, made as the cases module would have made them on creation. Safe to
 * run on every start: each task's `source_key` is unique, so none is made twice.
 */
export async function seedVolunteerTasks(db: Db, now: () => Date = () => new Date()): Promise<void> {
  const generator = new TaskGenerator(now);
  const cases = await db.selectFrom('reunion_cases').select('id').orderBy('id').execute();
  for (const { id } of cases) await generator.forCase(db, id);
}
