import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { locations, restaurants } from './accounts.ts';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The owning restaurant of a tenant row: required, and deleted with its restaurant. */
export const tenantId = () =>
  uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** The location a row belongs to: required, and deleted with its location. */
export const locationRef = () =>
  uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' });
