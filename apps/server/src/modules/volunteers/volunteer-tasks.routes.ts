import { adminVolunteersEndpoints, volunteersEndpoints, VOLUNTEER_CODES, VOLUNTEER_MESSAGES } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf, volunteerOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { VolunteerViews } from './volunteer-view.js';
import { VolunteerTasksAdmin } from './volunteer-tasks.admin.js';
import { VolunteerBoard } from './volunteer-tasks.board.js';
import { VolunteerTasksService } from './volunteer-tasks.service.js';
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
  const views = new VolunteerViews(app.db, app.storage);
  const tasks = new VolunteerTasksService(app.db, now);
  const board = new VolunteerBoard(app.db, views, tasks, now);
  const admin = new VolunteerTasksAdmin(app.db, views, tasks, now);
  registerTaskGeneration(app, now);

  const route = endpointRoutes(app, volunteersEndpoints);
  route('tasks', async (request) => tasks.list(request.query));
  route('myTasks', async (request) => ({ data: await tasks.mine(volunteerOf(request).volunteerId) }));
  route('task', async (request) => ({ data: await tasks.detail(volunteerOf(request), request.params.id) }));
  route('createTask', async (request, reply) => {
    const { volunteerId } = volunteerOf(request);
    if (!(await tasks.isTrusted(volunteerId))) throw new HttpError(403, VOLUNTEER_CODES.levelTooLow);
    const input = request.body;
    const { caseId, deadline } = await tasks.checkTaskInput(input);
    const id = await tasks.insert(app.db, {
      kind: 'custom',
      type: 'verification',
      mode: input.mode,
      difficulty: input.difficulty,
      title: input.title,
      description: input.description,
      case_id: caseId,
      report_id: null,
      province_id: input.province_id,
      language: null,
      bonus: 0,
      urgent: false,
      first_responder_only: false,
      needs_contact: false,
      deadline,
      created_by: `volunteer:${volunteerId}`,
      source_key: null,
    });
    const task = tasks.toTask(await tasks.row(id!), volunteerId);
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
  route('reviews', async (request) => {
    const { volunteerId } = volunteerOf(request);
    if (!(await tasks.isTrusted(volunteerId))) throw new HttpError(403, VOLUNTEER_CODES.levelTooLow);
    return tasks.submissions(volunteerId, request.query, views);
  });
  route('review', async (request) => {
    const { volunteerId } = volunteerOf(request);
    const row = await tasks.review({ kind: 'volunteer', id: volunteerId }, request.params.id, request.body);
    const message = request.body.decision === 'approve' ? VOLUNTEER_MESSAGES.approved : VOLUNTEER_MESSAGES.returned;
    return saved(message, tasks.toTask(row, volunteerId));
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
