import { dashboardResponseSchema, notificationsSchema } from '../admin.js';
import { family } from './family.js';
import { adminApi } from './admin.routes.js';

export const adminSchemas = {
  dashboard: {
    summary: 'Counts, recent activity and system status',
    responses: { 200: dashboardResponseSchema },
  },
  notifications: {
    summary: 'Unread items for the bell',
    responses: { 200: notificationsSchema },
  },
};

export const adminEndpoints = /* @__PURE__ */ family('admin', adminSchemas, adminApi);
