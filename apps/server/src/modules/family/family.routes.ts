import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  acceptFamilyInvitationSchema,
  createFamilyInvitationSchema,
  familyInvitationParamsSchema,
  familyInvitationSchema,
  familyMemberParamsSchema,
  familyAreaSchema,
  familySchema,
  setFamilyAreaSchema,
  updateFamilyMemberSchema,
} from '@nestling/shared';
import { HttpError } from '../../lib/http-errors.js';
import {
  deleteRoute,
  errorResponses,
  noContentResponses,
  sendNoContent,
} from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import { accountMailCap } from '../auth/account-limits.js';
import type { FamilyService } from './family.service.js';

/**
 * The family routes of issue 24 under /api: the family, invitations and membership (decision
 * 056). Every route needs a session; managing invitations and members needs a guardian with a
 * verified e-mail (`requireGuardian`: 403 GUARDIAN_ONLY for a caregiver). Another family's
 * invitation or member answers 404.
 */
export const familyRoutes: FastifyPluginAsyncZod<{ family: FamilyService }> = async (
  app,
  { family },
) => {
  app.addHook('onRequest', app.requireParent);
  const mailCap = accountMailCap(app);

  app.get(
    '/family',
    {
      schema: {
        tags: ['family'],
        summary: 'The parent’s family: its members with their roles, and pending invitations',
        response: { 200: familySchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => family.get(sessionParent(request)),
  );

  app.put(
    '/family/area',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['family'],
        summary: 'Choose the family’s home area: a place of the gazetteer (GET /api/places)',
        description:
          'Only the place is stored — its id, name, region and country, and the place’s own centre ' +
          'for distances; never the family’s coordinates. The answer carries no coordinates.',
        body: setFamilyAreaSchema,
        response: { 200: familyAreaSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => family.setArea(sessionParent(request), request.body.placeId),
  );

  deleteRoute(
    app,
    '/family/area-prompt',
    {
      tags: ['family'],
      summary: 'Stop asking the family for its home area (“Not now”, or the prompt was followed)',
      onRequest: app.requireGuardian,
    },
    (parent) => family.dismissAreaPrompt(parent),
  );

  app.post(
    '/family/invitations',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['family'],
        summary: 'Invite an adult by e-mail with a role (again: a new link replaces the old)',
        body: createFamilyInvitationSchema,
        response: { 201: familyInvitationSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      // One mail cap per address of mail (decision 057), shared with the account mails.
      if (!(await mailCap.take(request)))
        throw new HttpError(429, 'RATE_LIMITED', MESSAGES.common.rateLimited);
      return reply.status(201).send(await family.invite(sessionParent(request), request.body));
    },
  );

  deleteRoute(
    app,
    '/family/invitations/:id',
    {
      tags: ['family'],
      summary: 'Cancel a pending invitation; its link stops working',
      params: familyInvitationParamsSchema,
      onRequest: app.requireGuardian,
    },
    (parent, { id }) => family.cancelInvitation(parent, id),
  );

  app.post(
    '/family/invitations/accept',
    {
      schema: {
        tags: ['family'],
        summary: 'Join the inviting family with a mailed invitation token (leaving one’s own)',
        body: acceptFamilyInvitationSchema,
        response: { 200: familySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => family.accept(sessionParent(request), request.body.token),
  );

  app.patch(
    '/family/members/:parentId',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['family'],
        summary: 'Change a member’s role',
        params: familyMemberParamsSchema,
        body: updateFamilyMemberSchema,
        response: { 200: familySchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      family.changeRole(sessionParent(request), request.params.parentId, request.body.role),
  );

  deleteRoute(
    app,
    '/family/members/:parentId',
    {
      tags: ['family'],
      summary: 'Remove a member; they get a family of their own, without the kids',
      params: familyMemberParamsSchema,
      onRequest: app.requireGuardian,
    },
    (parent, { parentId }) => family.removeMember(parent, parentId),
  );

  app.post(
    '/family/leave',
    {
      schema: {
        tags: ['family'],
        summary: 'Leave the family for a new one of one’s own (the last guardian hands over first)',
        response: noContentResponses(400, 401, 403, 409, 429),
      },
    },
    async (request, reply) => {
      await family.leave(sessionParent(request));
      return sendNoContent(reply);
    },
  );
};
