// HTTP for what the web app asks before anyone signs in: which ways to sign in this service offers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../platform/http/schemas.ts';

export interface SignInProviders {
  /** The chat_a sign-in is configured (CHAT_A_*). */
  chatA: boolean;
  /** Anyone may create an organization (ALLOW_SIGNUP). */
  organizationSignup: boolean;
}

export const webRoutes: FastifyPluginAsyncTypebox<{ providers: SignInProviders }> = async (app, { providers }) => {
  app.get('/api/auth/providers', {
    schema: {
      operationId: 'listSignInProviders',
      tags: ['Auth'], security: [],
      summary: 'The ways to sign in and sign up that this service offers',
      description: 'Public. chatA: GET /api/auth/chat_a/url works (the chat_a sign-in is configured). '
        + 'organizationSignup: POST /api/organizations is open (ALLOW_SIGNUP). The web app shows its "Sign in with chat_a" '
        + 'button and its "Create an organization" link only when these are true.',
      response: {
        200: Type.Object({ chatA: Type.Boolean(), organizationSignup: Type.Boolean() }),
        ...errors(429),
      },
    },
  }, async () => providers);
};
