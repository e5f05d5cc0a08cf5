import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import { sql } from 'drizzle-orm';
import { DEFAULT_BAD_REVIEW_THRESHOLD } from '@tableside/domain/alerts';
import { DEFAULT_AUTO_APPROVAL_MIN_RATING } from '@tableside/domain/auto-approval';
import {
  DEFAULT_COMMENT_RESPONSE_HOURS,
  DEFAULT_RESPONSE_TARGETS,
} from '@tableside/domain/response-targets';
import {
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
import { createdAt, id, updatedAt } from './columns.ts';

// The tenant columns live beside the tables they reference, so columns.ts needs nothing back.
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
  autoApprovalMinRating: smallint('auto_approval_min_rating')
    .notNull()
    .default(DEFAULT_AUTO_APPROVAL_MIN_RATING),
  badReviewThreshold: smallint('bad_review_threshold')
    .notNull()
    .default(DEFAULT_BAD_REVIEW_THRESHOLD),
  tone: text('tone').notNull().default('friendly'),
  signOff: text('sign_off'),
  /** Answers to guests' questions (docs/product/reviews-and-replies.md#restaurant-facts). */
  facts: jsonb('facts').$type<RestaurantFacts>().notNull().default({}),
  /**
   * Hours to answer a review of each rating class
   * (docs/product/team-workflow.md#response-time-targets).
   */
  responseHoursNegative: smallint('response_hours_negative')
    .notNull()
    .default(DEFAULT_RESPONSE_TARGETS.negative),
  responseHoursNeutral: smallint('response_hours_neutral')
    .notNull()
    .default(DEFAULT_RESPONSE_TARGETS.neutral),
  responseHoursPositive: smallint('response_hours_positive')
    .notNull()
    .default(DEFAULT_RESPONSE_TARGETS.positive),
  /** Hours to answer a social comment (docs/product/team-workflow.md#social-comments). */
  responseHoursComment: smallint('response_hours_comment')
    .notNull()
    .default(DEFAULT_COMMENT_RESPONSE_HOURS),
  timezone: text('timezone').notNull().default('America/Toronto'),
  defaultLanguage: text('default_language').notNull().default('en'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** When the SuperAdmin converted the trial to the paid plan (docs/product/plans-and-roles.md#free-trial). */
  trialConvertedAt: timestamp('trial_converted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/**
 * One-time links to set a password: an invitation for a new user (nobody types passwords for
 * others) or a reset. Only the SHA-256 of the token is stored; using it marks `used_at`.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);
