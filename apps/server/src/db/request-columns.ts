import { getTableColumns } from 'drizzle-orm';
import { restaurants, sourceAccounts, sourceConnections } from './schema.ts';

/*
 * The columns a request may read in the tables that hold sealed secrets. Migration 0019 closes
 * those secrets to the request role, so a request selects these instead of whole rows; the
 * secrets themselves are read and written by the small system functions beside their features
 * (decision 0012).
 */
const {
  webhookSecret: _webhookSecret,
  ingestSecret: _ingestSecret,
  ...restaurantColumns
} = getTableColumns(restaurants);
const { credentials: _accountCredentials, ...sourceAccountColumns } =
  getTableColumns(sourceAccounts);
const { credentials: _connectionCredentials, ...sourceConnectionColumns } =
  getTableColumns(sourceConnections);

export { restaurantColumns, sourceAccountColumns, sourceConnectionColumns };

export type RestaurantRow = Omit<typeof restaurants.$inferSelect, 'webhookSecret' | 'ingestSecret'>;
export type SourceAccountRow = Omit<typeof sourceAccounts.$inferSelect, 'credentials'>;
export type SourceConnectionRow = Omit<typeof sourceConnections.$inferSelect, 'credentials'>;
