import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { restaurants, subscriptionTiers } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * Enterprise quote requests and newsletter sign-ups from the public site, for the super-admin
 * (docs/product/console.md#leads). `kind` is 'enterprise_quote' or 'newsletter'.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    kind: text('kind').notNull(),
    name: text('name'),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    locationsCount: text('locations_count'),
    message: text('message'),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** An upgrade request's restaurant and the plan it asks for (docs/product/console.md#leads). */
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    subscriptionTierId: uuid('subscription_tier_id').references(() => subscriptionTiers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('leads_kind_created_idx').on(t.kind, t.createdAt),
    // One open upgrade request per restaurant: a second one while the first waits is refused.
    uniqueIndex('leads_open_upgrade_idx')
      .on(t.restaurantId)
      .where(sql`kind = 'upgrade_request' and handled_at is null`),
  ],
);

/**
 * The trial reminders sent (docs/product/plans-and-roles.md#free-trial): one row per restaurant,
 * trial end and days before it, written in the transaction that queues the e-mails, so a
 * reminder is never sent twice; an extended trial (a new end) gets its own reminders.
 */
export const trialReminders = pgTable(
  'trial_reminders',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.trialEndsAt, t.daysBefore] })],
);

/**
 * Self-service sign-ups from the onboarding wizard, kept whole until the super-admin provisions one
 * into a restaurant (docs/product/onboarding.md#provisioning). `payload` is the submission as
 * received.
 */
export const onboardingSubmissions = pgTable(
  'onboarding_submissions',
  {
    id: id(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    selectedPackage: text('selected_package').notNull(),
    subscriptionTierId: uuid('subscription_tier_id').references(() => subscriptionTiers.id, {
      onDelete: 'set null',
    }),
    locationCount: text('location_count').notNull(),
    responseStyle: text('response_style').notNull(),
    payload: jsonb('payload').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    /** Set when provisioned: the restaurant it became (a link, not the row's tenant). */
    provisionedAt: timestamp('provisioned_at', { withTimezone: true }),
    provisionedRestaurantId: uuid('provisioned_restaurant_id').references(() => restaurants.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('onboarding_submissions_created_idx').on(t.createdAt)],
);
