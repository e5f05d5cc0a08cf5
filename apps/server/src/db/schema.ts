import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const subscriptionTiers = pgTable('subscription_tiers', {
  id: id(),
  name: text('name').notNull().unique(),
  /** 1 Growth, 2 Essential, 3 Pro, 4 Enterprise: what access rules compare. */
  level: smallint('level').notNull(),
  priceMonthly: numeric('price_monthly', { precision: 10, scale: 2, mode: 'number' }),
  maxReviewsPerMonth: integer('max_reviews_per_month'),
  keywordsMaxCount: integer('keywords_max_count'),
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  isPopular: boolean('is_popular').notNull().default(false),
  isComingSoon: boolean('is_coming_soon').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  marketing: jsonb('marketing').notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const restaurants = pgTable('restaurants', {
  id: id(),
  name: text('name').notNull(),
  subscriptionTierId: uuid('subscription_tier_id').references(() => subscriptionTiers.id, {
    onDelete: 'restrict',
  }),
  weeklyReportDay: smallint('weekly_report_day').notNull().default(1),
  mainOpenAiModel: text('main_open_ai_model'),
  integrations: jsonb('integrations').$type<string[]>().notNull().default([]),
  approvalZapierUrl: text('approval_zapier_url'),
  /** Signs approval-webhook calls (HMAC-SHA256); encrypted at rest. */
  webhookSecret: text('webhook_secret'),
  /** Verifies signed review ingestion from Zapier, Make or a POS; encrypted at rest. */
  ingestSecret: text('ingest_secret'),
  additionalSystemPromptInstructions: text('additional_system_prompt_instructions'),
  autoApproveReviews: boolean('auto_approve_reviews').notNull().default(false),
  autoApprovalMinutesDelay: integer('auto_approval_minutes_delay'),
  autoApprovalMinRating: smallint('auto_approval_min_rating').notNull().default(4),
  badReviewThreshold: smallint('bad_review_threshold').notNull().default(2),
  tone: text('tone').notNull().default('friendly'),
  signOff: text('sign_off'),
  timezone: text('timezone').notNull().default('America/Toronto'),
  defaultLanguage: text('default_language').notNull().default('en'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owning restaurant of a tenant row: required, and deleted with its restaurant. */
const tenantId = () =>
  uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const locations = pgTable(
  'locations',
  {
    id: id(),
    restaurantId: tenantId(),
    name: text('name').notNull(),
    address: text('address'),
    website: text('website'),
    placeId: text('place_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('locations_restaurant_idx').on(t.restaurantId)],
);

/** The location a row belongs to: required, and deleted with its location. */
const locationRef = () =>
  uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' });

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    language: text('language').notNull().default('en'),
    /** `issuer|subject` of an external OpenID Connect account linked to this user. */
    externalSubject: text('external_subject').unique(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_restaurant_idx').on(t.restaurantId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Locations a user is limited to; no rows means every location of the restaurant. */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: locationRef(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

/** A sign-in: the family that every rotated refresh token belongs to. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a database leak does not hand out sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    authorName: text('author_name'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    language: text('language'),
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull(),
    /** The reply (the spec's `response`) and where it stands in DECISIONS.md 7's lifecycle. */
    response: text('response'),
    status: text('status').notNull().default('new'),
    responseApproved: boolean('response_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    flagged: boolean('flagged').notNull().default(false),
    /** When the guest last changed the review on the platform after we first saw it. */
    guestEditedAt: timestamp('guest_edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_source_external_idx').on(t.locationId, t.source, t.externalId),
    index('reviews_location_date_idx').on(t.locationId, t.reviewDate),
    index('reviews_restaurant_date_idx').on(t.restaurantId, t.reviewDate),
    index('reviews_location_rating_date_idx').on(t.locationId, t.rating, t.reviewDate),
  ],
);

export const replyHistory = pgTable(
  'reply_history',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    restaurantId: tenantId(),
    text: text('text').notNull(),
    status: text('status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reply_history_review_idx').on(t.reviewId, t.createdAt)],
);

export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  restaurantId: tenantId(),
  email: text('email'),
  clientAlertsEnabled: boolean('client_alerts_enabled').notNull().default(true),
  emailAlertsEnabled: boolean('email_alerts_enabled').notNull().default(false),
  digest: text('digest').notNull().default('immediate'),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_restaurant_idx').on(t.restaurantId, t.createdAt)],
);

/**
 * One request to publish a reply: the unit that must happen exactly once. The idempotency key
 * (review + text) makes a double click or a retried request the same post, and the state says
 * whether a crash left the outcome unknown ('sending'), in which case the worker reads the
 * platform back before posting again.
 */
export const replyPosts = pgTable(
  'reply_posts',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    restaurantId: tenantId(),
    text: text('text').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    channel: text('channel').notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reply_posts_review_idx').on(t.reviewId),
    index('reply_posts_state_idx').on(t.state, t.updatedAt),
  ],
);

/** A location's link to a review platform; credentials are encrypted at rest (AES-256-GCM). */
export const sourceConnections = pgTable(
  'source_connections',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    source: text('source').notNull(),
    /** The platform's name for the location, e.g. `accounts/1/locations/2` on Google. */
    externalLocation: text('external_location').notNull(),
    /** Override of the platform's API address (a regional endpoint, or a local test server). */
    baseUrl: text('base_url'),
    credentials: text('credentials'),
    status: text('status').notNull().default('connected'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('source_connections_location_source_idx').on(t.locationId, t.source)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    restaurantId: tenantId(),
    /** Null: on the menu of every location. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId)],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role'),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('staff_members_restaurant_idx').on(t.restaurantId)],
);
