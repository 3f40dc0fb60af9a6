import { adminReunionLandingEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import {
  reunionLandingAdminService,
  SLOGAN_RULES,
  SPONSOR_RULES,
  STAT_RULES,
  TESTIMONIAL_RULES,
} from './reunion-landing-admin.service.js';

/** The owner's landing content (list, create, update, delete of each kind), enquiries and story moderation. */
export const reunionLandingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionLandingAdminService(app);
  const route = endpointRoutes(app, adminReunionLandingEndpoints);

  route('statList', async () => ({ data: await service.list(STAT_RULES) }));
  route('statCreate', async (request, reply) =>
    reply.status(201).send(saved('Statistic added.', await service.create(STAT_RULES, actorOf(request), request.body))),
  );
  route('statUpdate', async (request) =>
    saved('Statistic updated.', await service.update(STAT_RULES, actorOf(request), request.params.id, request.body)),
  );
  route('statRemove', async (request) => {
    await service.remove(STAT_RULES, actorOf(request), request.params.id);
    return done('Statistic deleted.');
  });

  route('sponsorList', async () => ({ data: await service.list(SPONSOR_RULES) }));
  route('sponsorCreate', async (request, reply) =>
    reply
      .status(201)
      .send(saved('Sponsor added.', await service.create(SPONSOR_RULES, actorOf(request), request.body))),
  );
  route('sponsorUpdate', async (request) =>
    saved('Sponsor updated.', await service.update(SPONSOR_RULES, actorOf(request), request.params.id, request.body)),
  );
  route('sponsorRemove', async (request) => {
    await service.remove(SPONSOR_RULES, actorOf(request), request.params.id);
    return done('Sponsor deleted.');
  });

  route('testimonialList', async () => ({ data: await service.list(TESTIMONIAL_RULES) }));
  route('testimonialCreate', async (request, reply) =>
    reply
      .status(201)
      .send(saved('Testimonial added.', await service.create(TESTIMONIAL_RULES, actorOf(request), request.body))),
  );
  route('testimonialUpdate', async (request) =>
    saved(
      'Testimonial updated.',
      await service.update(TESTIMONIAL_RULES, actorOf(request), request.params.id, request.body),
    ),
  );
  route('testimonialRemove', async (request) => {
    await service.remove(TESTIMONIAL_RULES, actorOf(request), request.params.id);
    return done('Testimonial deleted.');
  });

  route('sloganList', async () => ({ data: await service.list(SLOGAN_RULES) }));
  route('sloganCreate', async (request, reply) =>
    reply.status(201).send(saved('Slogan added.', await service.create(SLOGAN_RULES, actorOf(request), request.body))),
  );
  route('sloganUpdate', async (request) =>
    saved('Slogan updated.', await service.update(SLOGAN_RULES, actorOf(request), request.params.id, request.body)),
  );
  route('sloganRemove', async (request) => {
    await service.remove(SLOGAN_RULES, actorOf(request), request.params.id);
    return done('Slogan deleted.');
  });

  route('enquiryList', async (request) => service.enquiries(request.query));
  route('enquiryUpdate', async (request) =>
    saved('Enquiry updated.', await service.updateEnquiry(actorOf(request), request.params.id, request.body)),
  );
  route('enquiryRemove', async (request) => {
    await service.removeEnquiry(actorOf(request), request.params.id);
    return done('Enquiry deleted.');
  });

  route('storyList', async (request) => service.stories(request.query));
  route('storyModerate', async (request) =>
    saved('Story moderated.', await service.moderate(actorOf(request), request.params.id, request.body.decision)),
  );
  route('storyRemove', async (request) => {
    await service.removeStory(actorOf(request), request.params.id);
    return done('Story deleted.');
  });
};
