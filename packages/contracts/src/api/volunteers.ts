import { idParamsSchema } from '../admin.js';
import { okSchema } from '../envelopes.js';
import {
  adminPointsSchema,
  adminTaskCreateSchema,
  adminTaskListQuerySchema,
  adminTaskListSchema,
  adminTaskSavedSchema,
  adminVolunteerListQuerySchema,
  adminVolunteerListSchema,
  adminVolunteerSavedSchema,
  adminVolunteerUpdateSchema,
  challengeCreateSchema,
  challengeListSchema,
  challengeSavedSchema,
  contactAccessListSchema,
  contactAccessQuerySchema,
  volunteerDashboardResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  notificationListSchema,
  notificationReadSchema,
  taskDetailResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskReviewSchema,
  taskSavedSchema,
  taskSubmissionListSchema,
  taskSubmitSchema,
  unreadCountSchema,
  volunteerAuthResponseSchema,
  volunteerDeleteSchema,
  volunteerLoginSchema,
  volunteerMeResponseSchema,
  volunteerOverviewResponseSchema,
  volunteerPasswordSchema,
  volunteerProfileSchema,
  volunteerRegisterSchema,
  volunteerSavedSchema,
  volunteerTaskCreateSchema,
  myTasksResponseSchema,
} from '../volunteers.js';
import { answers, creates, family } from './family.js';
import { adminVolunteersApi, volunteersApi } from './volunteers.routes.js';

const pageQuery = ledgerQuerySchema;

export const volunteersSchemas = {
  overview: answers(volunteerOverviewResponseSchema, {
    summary: 'Counts of the volunteer network for its public page (no person named)',
  }),
  register: creates(volunteerAuthResponseSchema, {
    summary: 'Creates a volunteer account and signs it in',
    body: volunteerRegisterSchema,
  }),
  login: answers(volunteerAuthResponseSchema, {
    summary: 'Signs a volunteer in (rate-limited, with the same lockout as the site admin)',
    body: volunteerLoginSchema,
  }),
  demoLogin: answers(volunteerAuthResponseSchema, {
    summary: 'Signs in the seeded demo volunteer (only where the demo content is on)',
  }),
  logout: answers(okSchema, { summary: 'Ends this session' }),
  me: answers(volunteerMeResponseSchema, { summary: 'The signed-in volunteer, checked against the server' }),
  updateProfile: answers(volunteerSavedSchema, { summary: 'Name and home province', body: volunteerProfileSchema }),
  uploadAvatar: answers(volunteerSavedSchema, {
    summary: 'A new avatar (multipart field `file`), processed by the media pipeline',
    multipart: true as const,
  }),
  deleteAvatar: answers(volunteerSavedSchema, { summary: 'Removes the avatar' }),
  changePassword: answers(okSchema, {
    summary: 'Changes the password and ends the other sessions',
    body: volunteerPasswordSchema,
  }),
  deleteAccount: answers(okSchema, {
    summary: 'Deletes the account: personal data removed, the points ledger kept anonymously',
    body: volunteerDeleteSchema,
  }),
  dashboard: answers(volunteerDashboardResponseSchema, {
    summary: 'Profile and level, points, badges, missions, tasks, leaderboards, community and spotlight',
  }),
  tasks: answers(taskListResponseSchema, {
    summary: 'Open tasks, filtered (all, online, offline, verification, social, first responder)',
    query: taskListQuerySchema,
  }),
  myTasks: answers(myTasksResponseSchema, {
    summary: 'The tasks the signed-in volunteer holds or has submitted',
  }),
  task: answers(taskDetailResponseSchema, {
    summary: 'One task with what its holder needs to do it',
    params: idParamsSchema,
  }),
  createTask: creates(taskSavedSchema, {
    summary: 'A trusted volunteer (level 5+) creates a verification task',
    body: volunteerTaskCreateSchema,
  }),
  claim: answers(taskSavedSchema, { summary: 'Locks an open task to the signed-in volunteer', params: idParamsSchema }),
  release: answers(taskSavedSchema, { summary: 'Gives a claimed task back', params: idParamsSchema }),
  submit: answers(taskSavedSchema, {
    summary: 'Submits a claimed task with a note for review',
    params: idParamsSchema,
    body: taskSubmitSchema,
  }),
  reviews: answers(taskSubmissionListSchema, {
    summary: "Other volunteers' submissions a trusted volunteer (level 5+) may review",
    query: pageQuery,
  }),
  review: answers(taskSavedSchema, {
    summary: 'Approves or returns a submission (trusted volunteers; never their own)',
    params: idParamsSchema,
    body: taskReviewSchema,
  }),
  points: answers(ledgerResponseSchema, { summary: "The volunteer's points ledger, newest first", query: pageQuery }),
  leaderboard: answers(leaderboardResponseSchema, {
    summary: 'Weekly or all-time leaderboard, with the signed-in volunteer’s own place',
    query: leaderboardQuerySchema,
  }),
  notifications: answers(notificationListSchema, { summary: 'Notifications, newest first', query: pageQuery }),
  unreadCount: answers(unreadCountSchema, { summary: 'How many notifications are unread (the header badge)' }),
  markRead: answers(unreadCountSchema, { summary: 'Marks notifications read', body: notificationReadSchema }),
};

export const adminVolunteersSchemas = {
  list: answers(adminVolunteerListSchema, {
    summary: 'Volunteers: search by name or email, filter by status and team',
    query: adminVolunteerListQuerySchema,
  }),
  update: answers(adminVolunteerSavedSchema, {
    summary: 'Suspends or restores a volunteer, appoints to or removes from the first-responder team',
    params: idParamsSchema,
    body: adminVolunteerUpdateSchema,
  }),
  points: answers(adminVolunteerSavedSchema, {
    summary: 'Records a spend or a correction in the ledger',
    params: idParamsSchema,
    body: adminPointsSchema,
  }),
  tasks: answers(adminTaskListSchema, {
    summary: 'Tasks by status (the review queue is `submitted`)',
    query: adminTaskListQuerySchema,
  }),
  createTask: creates(adminTaskSavedSchema, { summary: 'Creates a task', body: adminTaskCreateSchema }),
  reviewTask: answers(adminTaskSavedSchema, {
    summary: 'Approves or returns a submission',
    params: idParamsSchema,
    body: taskReviewSchema,
  }),
  cancelTask: answers(adminTaskSavedSchema, { summary: 'Cancels an open or claimed task', params: idParamsSchema }),
  challenges: answers(challengeListSchema, { summary: 'Special challenges, newest first' }),
  createChallenge: creates(challengeSavedSchema, {
    summary: 'Creates a special challenge',
    body: challengeCreateSchema,
  }),
  contactAccess: answers(contactAccessListSchema, {
    summary: "Every reading of a reporter's contact by a first responder",
    query: contactAccessQuerySchema,
  }),
};

export const volunteersEndpoints = /* @__PURE__ */ family('volunteers', volunteersSchemas, volunteersApi);
export const adminVolunteersEndpoints = /* @__PURE__ */ family(
  'admin-volunteers',
  adminVolunteersSchemas,
  adminVolunteersApi,
);
