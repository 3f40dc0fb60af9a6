import { routes } from '../endpoint.js';
import type { adminVolunteersSchemas, volunteersSchemas } from './volunteers.js';

/**
 * The volunteer network. `volunteer` endpoints need a volunteer's bearer token (a session the server knows, not
 * the site owner's); the public ones answer counts and tasks without anyone's personal data.
 */
export const volunteersApi = /* @__PURE__ */ routes<typeof volunteersSchemas>()({
  overview: { method: 'GET', path: '/api/volunteer/overview', auth: 'public' },
  register: { method: 'POST', path: '/api/volunteer/auth/register', auth: 'public' },
  login: { method: 'POST', path: '/api/volunteer/auth/login', auth: 'public' },
  demoLogin: { method: 'POST', path: '/api/volunteer/auth/demo', auth: 'public' },
  logout: { method: 'POST', path: '/api/volunteer/auth/logout', auth: 'volunteer' },
  me: { method: 'GET', path: '/api/volunteer/me', auth: 'volunteer' },
  updateProfile: { method: 'PUT', path: '/api/volunteer/me', auth: 'volunteer' },
  uploadAvatar: { method: 'POST', path: '/api/volunteer/me/avatar', auth: 'volunteer' },
  deleteAvatar: { method: 'DELETE', path: '/api/volunteer/me/avatar', auth: 'volunteer' },
  changePassword: { method: 'POST', path: '/api/volunteer/me/password', auth: 'volunteer' },
  deleteAccount: { method: 'POST', path: '/api/volunteer/me/delete', auth: 'volunteer' },
  dashboard: { method: 'GET', path: '/api/volunteer/dashboard', auth: 'volunteer' },
  tasks: { method: 'GET', path: '/api/volunteer/tasks', auth: 'public' },
  myTasks: { method: 'GET', path: '/api/volunteer/tasks/mine', auth: 'volunteer' },
  task: { method: 'GET', path: '/api/volunteer/tasks/:id', auth: 'volunteer' },
  createTask: { method: 'POST', path: '/api/volunteer/tasks', auth: 'volunteer' },
  claim: { method: 'POST', path: '/api/volunteer/tasks/:id/claim', auth: 'volunteer' },
  release: { method: 'POST', path: '/api/volunteer/tasks/:id/release', auth: 'volunteer' },
  submit: { method: 'POST', path: '/api/volunteer/tasks/:id/submit', auth: 'volunteer' },
  reviews: { method: 'GET', path: '/api/volunteer/reviews', auth: 'volunteer' },
  review: { method: 'POST', path: '/api/volunteer/tasks/:id/review', auth: 'volunteer' },
  points: { method: 'GET', path: '/api/volunteer/points', auth: 'volunteer' },
  leaderboard: { method: 'GET', path: '/api/volunteer/leaderboard', auth: 'volunteer' },
  notifications: { method: 'GET', path: '/api/volunteer/notifications', auth: 'volunteer' },
  unreadCount: { method: 'GET', path: '/api/volunteer/notifications/unread', auth: 'volunteer' },
  markRead: { method: 'POST', path: '/api/volunteer/notifications/read', auth: 'volunteer' },
});

/** The volunteer network in the site admin: volunteers, the review queue, tasks, challenges, contact readings. */
export const adminVolunteersApi = /* @__PURE__ */ routes<typeof adminVolunteersSchemas>()({
  list: { method: 'GET', path: '/api/admin/volunteers', auth: 'admin' },
  update: { method: 'PATCH', path: '/api/admin/volunteers/:id', auth: 'admin' },
  points: { method: 'POST', path: '/api/admin/volunteers/:id/points', auth: 'admin' },
  tasks: { method: 'GET', path: '/api/admin/volunteer-tasks', auth: 'admin' },
  createTask: { method: 'POST', path: '/api/admin/volunteer-tasks', auth: 'admin' },
  reviewTask: { method: 'POST', path: '/api/admin/volunteer-tasks/:id/review', auth: 'admin' },
  cancelTask: { method: 'POST', path: '/api/admin/volunteer-tasks/:id/cancel', auth: 'admin' },
  challenges: { method: 'GET', path: '/api/admin/volunteer-challenges', auth: 'admin' },
  createChallenge: { method: 'POST', path: '/api/admin/volunteer-challenges', auth: 'admin' },
  contactAccess: { method: 'GET', path: '/api/admin/volunteer-contact-access', auth: 'admin' },
});
