import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  updateAdminUserRequestSchema,
} from '#common/contracts/admin';
import { apiErrorSchema } from '#common/contracts/errors';
import { signedIn } from '#server/plugins/session';
import { adminBase, adminErrors } from './admin-route-schema';
import { listUsers, updateUser } from './users-service';

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      schema: {
        ...adminBase,
        summary: 'Users, newest first, with search, status filter and paging',
        description:
          '`search` matches e-mail, username, first and last name (ignoring case); `status` ' +
          'keeps one status; `nextCursor` is the `cursor` of the next page, null on the last.',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...adminErrors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { revokesSessions: true },
      schema: {
        ...adminBase,
        summary: "Change a user's status or role",
        description:
          'Suspending or banning signs the user out everywhere at once (their next request is ' +
          '401, sign-in 403 ACCOUNT_SUSPENDED); so does lowering their role. 409 CONFLICT for ' +
          'your own account: an admin cannot change their own role or status.',
        params: adminUserParamsSchema,
        body: updateAdminUserRequestSchema,
        response: {
          200: adminUserResponseSchema,
          ...adminErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      user: await updateUser(app.db, signedIn(request).user.id, request.params.id, request.body),
    }),
  );
};
