import { z } from 'zod';
import { ZError, ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { ZForgotPasswordRequest } from '@tableside/domain/schemas/auth';
import { ZSetPassword } from '@tableside/domain/schemas/console';
import {
  ZUser,
  ZUserCreate,
  ZUserList,
  ZUserListQuery,
  ZUserUpdate,
} from '@tableside/domain/schemas/users';
import { requireActor } from '../../auth/guard.ts';
import type { LoginLimits } from '../../auth/login-throttle.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import {
  requestPasswordReset,
  sendInvitation,
  setPasswordWithToken,
  type InvitationDeps,
} from '../invitations/public.ts';
import { createUser, deleteUser, listUsers, managedUser, updateUser } from './service.ts';
import { userPage } from './user-page.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

export function userRoutes(
  app: App,
  { db, invitations, resetLimit }: { db: Db; invitations: InvitationDeps; resetLimit: LoginLimits },
) {
  app.get('/auth/user', {
    config: { operation: 'users.list' },
    schema: { tags, security, response: { 200: ZSuccess(z.array(ZUser)), ...AUTH_ERRORS } },
    handler: async (request) => ok(await listUsers(db, requireActor(request))),
  });

  // The console's Users screen, paged by the server; `GET /auth/user` stays as the team panel
  // (and any older caller) reads it.
  app.get('/auth/user/page', {
    config: { operation: 'users.page' },
    schema: {
      tags,
      security,
      querystring: ZUserListQuery,
      response: { 200: ZSuccess(ZUserList), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await userPage(db, requireActor(request), request.query)),
  });

  app.post('/auth/user', {
    config: { operation: 'users.create', validationMessage: 'Missing required fields' },
    schema: {
      tags,
      security,
      body: ZUserCreate,
      response: { 200: ZSuccess(ZUser), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const user = await createUser(db, requireActor(request), request.body);
      // After the commit: the new user chooses their own password from the e-mailed link.
      await sendInvitation(invitations, user.id);
      return ok(user, 'User created successfully');
    },
  });

  app.post('/auth/user/:id/invite', {
    config: { operation: 'users.invite' },
    schema: { tags, security, params: ZIdParams, response: { 200: ZMessageOnly, ...AUTH_ERRORS } },
    handler: async (request) => {
      await managedUser(db, requireActor(request), request.params.id);
      await sendInvitation(invitations, request.params.id);
      return ok(null, 'Invitation sent');
    },
  });

  app.post('/auth/set-password', {
    config: { operation: 'auth.setPassword' },
    schema: {
      tags,
      body: ZSetPassword,
      response: { 200: ZSuccess(z.object({ username: z.string() })), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await setPasswordWithToken(db, request.body.token, request.body.password), 'Password set'),
  });

  app.post('/auth/forgot-password', {
    config: { operation: 'auth.forgotPassword' },
    schema: {
      tags,
      body: ZForgotPasswordRequest,
      response: { 200: ZMessageOnly, 400: ZError, 429: ZError },
    },
    handler: async (request) => {
      await requestPasswordReset(
        invitations,
        { email: request.body.email, ip: request.ip },
        resetLimit,
      );
      // The same answer whether or not the address has an account.
      return ok(null, 'If this address has an account, a reset link is on its way');
    },
  });

  app.put('/auth/user/:id', {
    config: { operation: 'users.update', validationMessage: 'Missing required fields' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZUserUpdate,
      response: { 200: ZSuccess(ZUser), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await updateUser(db, requireActor(request), request.params.id, request.body),
        'User updated successfully',
      ),
  });

  app.delete('/auth/user/:id', {
    config: { operation: 'users.delete' },
    schema: { tags, security, params: ZIdParams, response: { 200: ZMessageOnly, ...AUTH_ERRORS } },
    handler: async (request) => {
      await deleteUser(db, requireActor(request), request.params.id);
      return ok(null, 'User deleted successfully');
    },
  });
}
