import { and, eq, sql } from 'drizzle-orm';
import { workflowAccess } from '@tableside/domain/access';
import { primaryRole } from '@tableside/domain/roles';
import type { TColleague } from '@tableside/domain/schemas/workflow';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The restaurant's enabled users who may see a location (docs/product/team-workflow.md#assignment):
 * whoever the workflow map lets read notes, marked assignable when it lets them take reviews
 * (the kitchen reads and adds notes, never takes a review). The plan is the restaurant's.
 */
export async function colleaguesAt(
  db: Pick<Db, 'select'>,
  restaurantId: string,
  tierLevel: number | null,
  /** null: any location (the all-locations inbox; each assignment is still checked). */
  locationId: string | null,
): Promise<TColleague[]> {
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
      roles: sql<string[] | null>`(select array_agg(r.name order by ur.position)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`,
      locationIds: sql<string[] | null>`(select array_agg(ul.location_id)
        from user_locations ul where ul.user_id = users.id)`,
    })
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), eq(users.enabled, true)))
    .orderBy(users.firstname, users.lastname);
  return rows.flatMap((u) => {
    const role = primaryRole(u.roles ?? []);
    if (locationId && u.locationIds && !u.locationIds.includes(locationId)) return [];
    if (workflowAccess('readNotes', role, tierLevel).kind !== 'allowed') return [];
    return [
      {
        id: u.id,
        name: `${u.firstname} ${u.lastname}`.trim() || u.username,
        username: u.username,
        role,
        assignable: workflowAccess('assign', role, tierLevel).kind === 'allowed',
      },
    ];
  });
}
