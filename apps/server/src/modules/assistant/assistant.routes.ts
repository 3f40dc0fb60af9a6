import { adminAssistantEndpoints, ASSISTANT_CODES, assistantEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { HttpError } from '../../plugins/errors.js';
import { assistantService, type AssistantOptions } from './assistant.service.js';

export interface AssistantRoutesOptions extends AssistantOptions {
  /** Chat messages and translation requests one address may send a minute. */
  chatPerMinute: number;
  translatePerMinute: number;
}

/** A limit per address and minute on one route, answered with the assistant's own message. */
const perMinute = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, ASSISTANT_CODES.rateLimited),
  },
});

/** The chat service (`/ai`) and the owner's translation (`/api/admin/translate`). */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, options) => {
  const service = assistantService(app, options);
  const route = endpointRoutes(app, assistantEndpoints);

  route('contexts', async (request) => ({
    success: true as const,
    contexts: service.contexts(request.query.language),
  }));
  route('suggestions', async (request) => ({
    success: true as const,
    context: request.query.context,
    language: request.query.language,
    suggestions: service.suggestions(request.query.context, request.query.language),
  }));
  route('health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return service.health();
  });
  route(
    'chat',
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, ...(await service.chat(request.body)) };
    },
    { config: perMinute(options.chatPerMinute) },
  );
  route('conversation', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const conversation = await service.conversation(request.params.id);
    if (!conversation) throw new HttpError(404, ASSISTANT_CODES.conversationNotFound);
    return { success: true as const, ...conversation };
  });
  route('translate', async (request) => ({ success: true as const, ...(await service.translate(request.body)) }), {
    config: perMinute(options.translatePerMinute),
  });

  const admin = endpointRoutes(app, adminAssistantEndpoints);
  admin('translate', async (request) => ({ success: true as const, ...(await service.translate(request.body)) }), {
    config: perMinute(options.translatePerMinute),
  });
};
