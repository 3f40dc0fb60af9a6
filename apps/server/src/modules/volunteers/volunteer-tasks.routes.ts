import { adminVolunteersEndpoints, volunteersEndpoints, VOLUNTEER_MESSAGES } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf, volunteerOf } from '../../plugins/auth.js';
import { volunteerTaskServices } from './volunteer-task-services.js';
import { registerTaskGeneration } from './volunteer-tasks.generation.js';

export interface VolunteerTasksOptions {
  /** The clock (tests move it to expire locks). */
  now?: () => Date;
}

/**
 * Volunteer tasks, points, leaderboards, the dashboard and notifications, and the owner's side of them. The task
 * list is public and holds nothing personal; everything else needs a volunteer's session (or the owner's).
 */
export const volunteerTasksRoutes: FastifyPluginAsyncZod<VolunteerTasksOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const { tasks, reviews, board, admin } = volunteerTaskServices(app, now);
  registerTaskGeneration(app, now);

  const route = endpointRoutes(app, volunteersEndpoints);
  route('tasks', async (request) => tasks.list(request.query));
  route('myTasks', async (request) => ({ data: await tasks.mine(volunteerOf(request).volunteerId) }));
  route('task', async (request) => ({ data: await tasks.detail(volunteerOf(request), request.params.id) }));
  route('createTask', async (request, reply) => {
    const task = await tasks.createByVolunteer(volunteerOf(request).volunteerId, request.body);
    return reply.status(201).send(saved(VOLUNTEER_MESSAGES.taskCreated, task));
  });
  route('claim', async (request) =>
    saved(VOLUNTEER_MESSAGES.claimed, await tasks.claim(volunteerOf(request), request.params.id)),
  );
  route('release', async (request) =>
    saved(VOLUNTEER_MESSAGES.released, await tasks.release(volunteerOf(request).volunteerId, request.params.id)),
  );
  route('submit', async (request) =>
    saved(
      VOLUNTEER_MESSAGES.submitted,
      await tasks.submit(volunteerOf(request).volunteerId, request.params.id, request.body),
    ),
  );
  route('reviews', async (request) => reviews.submissions(volunteerOf(request).volunteerId, request.query));
  route('review', async (request) => {
    const task = await reviews.reviewAsVolunteer(volunteerOf(request).volunteerId, request.params.id, request.body);
    const message = request.body.decision === 'approve' ? VOLUNTEER_MESSAGES.approved : VOLUNTEER_MESSAGES.returned;
    return saved(message, task);
  });
  route('points', async (request) => board.points(volunteerOf(request).volunteerId, request.query));
  route('leaderboard', async (request) =>
    board.leaderboard(volunteerOf(request).volunteerId, request.query.period, request.query.limit),
  );
  route('dashboard', async (request) => ({ data: await board.dashboard(volunteerOf(request).volunteerId) }));
  route('notifications', async (request) => board.notifications(volunteerOf(request).volunteerId, request.query));
  route('unreadCount', async (request) => ({ unread: await board.unread(volunteerOf(request).volunteerId) }));
  route('markRead', async (request) => ({
    unread: await board.markRead(volunteerOf(request).volunteerId, request.body.ids),
  }));

  const owner = endpointRoutes(app, adminVolunteersEndpoints);
  owner('points', async (request) =>
    saved(VOLUNTEER_MESSAGES.pointsRecorded, await admin.points(actorOf(request), request.params.id, request.body)),
  );
  owner('tasks', async (request) => admin.list(request.query));
  owner('createTask', async (request, reply) =>
    reply.status(201).send(saved(VOLUNTEER_MESSAGES.taskCreated, await admin.create(actorOf(request), request.body))),
  );
  owner('reviewTask', async (request) => {
    const message = request.body.decision === 'approve' ? VOLUNTEER_MESSAGES.approved : VOLUNTEER_MESSAGES.returned;
    return saved(message, await admin.review(actorOf(request), request.params.id, request.body));
  });
  owner('cancelTask', async (request) =>
    saved(VOLUNTEER_MESSAGES.taskCancelled, await admin.cancel(actorOf(request), request.params.id)),
  );
  owner('challenges', async () => ({ data: await admin.challenges() }));
  owner('createChallenge', async (request, reply) =>
    reply.status(201).send(saved('Challenge created.', await admin.createChallenge(actorOf(request), request.body))),
  );
  owner('contactAccess', async (request) => admin.contactAccess(request.query));
};
