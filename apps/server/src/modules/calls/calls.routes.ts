import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { iceServersAnswerSchema } from '@nestling/shared';
import { errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { CallService } from './call.service.js';

/** Video calls' configuration under /api (the signalling itself is on the socket). */
export const callsRoutes: FastifyPluginAsyncZod<{ calls: CallService }> = async (
  app,
  { calls },
) => {
  app.addHook('onRequest', app.requireGuardian);

  app.get(
    '/calls/ice-servers',
    {
      schema: {
        tags: ['calls'],
        summary: 'The ICE servers for RTCPeerConnection: STUN, and TURN with one-hour credentials',
        response: { 200: iceServersAnswerSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => calls.iceServers(sessionParent(request).id),
  );
};
