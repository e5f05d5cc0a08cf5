import { z } from 'zod';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { ZUser, ZUserCreate, ZUserUpdate } from '@tableside/domain/schemas/users';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { createUser, deleteUser, listUsers, updateUser } from './service.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

export function userRoutes(app: App, { db }: { db: Db }) {
  app.get('/auth/user', {
    config: { operation: 'users.list' },
    schema: { tags, security, response: { 200: ZSuccess(z.array(ZUser)), ...AUTH_ERRORS } },
    handler: async (request) => ok(await listUsers(db, requireActor(request))),
  });

  app.post('/auth/user', {
    config: { operation: 'users.create' },
    schema: {
      tags,
      security,
      body: ZUserCreate,
      response: { 200: ZSuccess(ZUser), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await createUser(db, requireActor(request), request.body), 'User created successfully'),
  });

  app.put('/auth/user/:id', {
    config: { operation: 'users.update' },
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
