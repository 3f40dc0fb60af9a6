import { adminMissingReportsEndpoints, missingReportsEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { contentCache } from '../site/content-cache.js';
import { onCaseStatusChange } from '../reunion/reunion.service.js';
import { Analyser, todayInVietnam, type ReportModelConfig } from './analyser.js';
import type { ReportExtractor } from './extractor.js';
import type { RankMatches } from './matching.js';
import {
  missingReportsService,
  REPORT_MAIL_JOB,
  REPORT_RECEIVED,
  type ReportMailer,
} from './missing-reports.service.js';
import { communesIn, districtsOf, formData, wardsOf } from './places.js';

export interface MissingReportsOptions {
  /** The offline extractor (`@site/vn-report`). */
  extractor: ReportExtractor;
  /** The matcher (`@site/reunion-match`'s `rankMatches`). */
  rank: RankMatches;
  /** A configured language model, or null (the default): texts are then analysed on this server only. */
  model: ReportModelConfig | null;
  /** How families are mailed; null when SMTP is not configured. */
  mailer: ReportMailer | null;
}

/** Analysing and reformatting: 30 texts a minute from one address (each runs the extractor, perhaps a model). */
const ANALYZE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Sending reports: 5 per 10 minutes from one address. */
const SUBMIT_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/**
 * The report dialog's endpoints (reference lists, place cascades, analysis, reformatting, sending) and the
 * moderation's (admin only). The request bodies, which hold the families' texts, are never logged.
 */
export const missingReportsRoutes: FastifyPluginAsyncZod<MissingReportsOptions> = async (app, options) => {
  const analyser = new Analyser(options.extractor, options.model, app.log);
  const service = missingReportsService(app, analyser, options.rank, options.mailer);
  // The lists are data that changes only with a release: answered from memory with an ETag.
  const cache = contentCache(app, 1000);

  if (options.mailer) {
    app.queue.register(REPORT_MAIL_JOB, async (payload) =>
      service.deliver(payload as Parameters<typeof service.deliver>[0]),
    );
    onCaseStatusChange(app, service.caseStatusChanged);
  }

  const route = endpointRoutes(app, missingReportsEndpoints);
  route('formData', async (request, reply) => {
    const lang = request.query.lang ?? 'vi';
    return cache.send(request, reply, `report-form:${lang}`, async () => ({ success: true, data: formData(lang) }));
  });
  route('districts', async (request, reply) => {
    const data = districtsOf(request.query.province_id);
    return cache.send(request, reply, `report-districts:${request.query.province_id}`, async () => ({
      success: true,
      data,
    }));
  });
  route('wards', async (request, reply) => {
    const data = wardsOf(request.query.district_id);
    return cache.send(request, reply, `report-wards:${request.query.district_id}`, async () => ({
      success: true,
      data,
    }));
  });
  route('communes', async (request, reply) => {
    const data = communesIn(request.query.province_id);
    return cache.send(request, reply, `report-communes:${request.query.province_id}`, async () => ({
      success: true,
      data,
    }));
  });
  route(
    'analyze',
    async (request) => {
      const { input_text, today } = request.body;
      const data = await analyser.analyze(input_text, today ?? todayInVietnam());
      return { success: true as const, message: 'Text analysed.', data };
    },
    { config: { rateLimit: ANALYZE_LIMIT } },
  );
  route(
    'reformat',
    async (request) => {
      const { input_text, today } = request.body;
      const data = await analyser.reformat(input_text, today ?? todayInVietnam());
      return { success: true as const, message: 'Text reformatted.', data };
    },
    { config: { rateLimit: ANALYZE_LIMIT } },
  );
  route(
    'submit',
    async (request, reply) => {
      const { case_number, status } = await service.submit(request.body);
      // A dropped honeypot send gets the same answer as everybody else.
      return reply.status(201).send({ success: true, message: REPORT_RECEIVED, data: { case_number, status } });
    },
    { config: { rateLimit: SUBMIT_LIMIT } },
  );

  const admin = endpointRoutes(app, adminMissingReportsEndpoints);
  admin('list', async (request) => service.list(request.query));
  admin('overview', async () => ({ data: await service.overview() }));
  admin('get', async (request) => ({ data: await service.get(request.params.id) }));
  admin('review', async (request) =>
    saved('Report updated.', await service.review(actorOf(request), request.params.id, request.body)),
  );
  admin('verify', async (request) =>
    saved('Report published as a case.', await service.verify(actorOf(request), request.params.id, request.body)),
  );
};
