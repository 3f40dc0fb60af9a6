import { dashboardResponseSchema, notificationsSchema } from '../admin.js';
import { answers, family } from './family.js';
import { adminApi } from './admin.routes.js';

export const adminSchemas = {
  dashboard: answers(dashboardResponseSchema, { summary: 'Counts, recent activity and system status' }),
  notifications: answers(notificationsSchema, { summary: 'Unread items for the bell' }),
};

export const adminEndpoints = /* @__PURE__ */ family('admin', adminSchemas, adminApi);
