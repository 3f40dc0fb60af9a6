import type { FastifyInstance } from 'fastify';
import { VolunteerViews } from './volunteer-view.js';
import { VolunteerTasksAdmin } from './volunteer-tasks.admin.js';
import { VolunteerBoard } from './volunteer-tasks.board.js';
import { VolunteerTaskReviews } from './volunteer-tasks.review.js';
import { VolunteerTasksService } from './volunteer-tasks.service.js';

/** The volunteer tasks' services on the app's database, with one clock (`now`): what the task routes call. */
export function volunteerTaskServices(app: FastifyInstance, now: () => Date) {
  const views = new VolunteerViews(app.db, app.storage);
  const tasks = new VolunteerTasksService(app.db, now);
  const reviews = new VolunteerTaskReviews(app.db, tasks, views, now);
  return {
    tasks,
    reviews,
    board: new VolunteerBoard(app.db, views, tasks, now),
    admin: new VolunteerTasksAdmin(app.db, views, tasks, reviews, now),
  };
}
