import type { ApiOperation } from './api-access.ts';

/** What an integrator reads about one operation in the OpenAPI document. */
export type ApiDoc = {
  /** Verb first, a few words: "List the reviews of a location". */
  summary: string;
  /** What it does and its notable rules; who may call it is added from API_ACCESS. */
  description: string;
};

/** Several routes serve some operations; each such route says what sets it apart. */
export type ApiOperationDoc = ApiDoc & {
  /** Keyed by `METHOD /v1/path/{param}` as the OpenAPI document spells it. */
  routes?: Readonly<Record<string, ApiDoc>>;
};

const PLATFORMS = { google: 'Google', yelp: 'Yelp', tripadvisor: 'Tripadvisor' } as const;
const LEVELS = { location: 'a location', restaurant: 'the restaurant' } as const;

/**
 * The per-platform routes kept for the earlier product's clients
 * (`/{location|restaurant}/{id}/{platform}/review…`): the same operations limited to one
 * platform, so their text is written once for every platform and level.
 */
function platformRoutes(
  write: (platform: string, level: string) => Record<string, ApiDoc>,
  levels: readonly (keyof typeof LEVELS)[] = ['location', 'restaurant'],
  platforms: readonly (keyof typeof PLATFORMS)[] = ['google', 'yelp', 'tripadvisor'],
): Record<string, ApiDoc> {
  const routes: Record<string, ApiDoc> = {};
  for (const platform of platforms) {
    for (const level of levels) {
      const written = write(PLATFORMS[platform], LEVELS[level]);
      for (const [key, doc] of Object.entries(written)) {
        routes[key.replace('{level}', level).replace('{platform}', platform)] = doc;
      }
    }
  }
  return routes;
}

const REVIEW_FILTERS =
  'Filters: `startDate`/`endDate` (days), `rating` (comma-separated 1–5), `status`, `source`, `flag`, `hasReply`, `search`; sorted by `sort` (date or rating) and `order`.';
const PLATFORM_REVIEW = '/v1/{level}/{id}/{platform}/review';
const PLATFORM_NOTE = (level: string) =>
  level === 'the restaurant'
    ? ' Restaurant-level: the review is found among all of the restaurant’s locations.'
    : '';

/** The reply steps of the per-platform routes, written once for reviews of any platform. */
function platformReplies(step: ApiDoc, path: string, methods: readonly string[] = ['PUT']) {
  return platformRoutes(
    (platform, level) =>
      Object.fromEntries(
        methods.map((method) => [
          `${method} ${PLATFORM_REVIEW}/{reviewId}${path}`,
          {
            summary: `${step.summary} (${platform} review of ${level})`,
            description: `${step.description} Limited to ${platform} reviews.${PLATFORM_NOTE(level)}`,
          },
        ]),
      ),
    ['location', 'restaurant'],
    ['google'],
  );
}

const REPLY_EDIT: ApiDoc = {
  summary: 'Edit the reply to a review',
  description:
    'Replaces the reply text; the review becomes `edited` and must be approved again, even if it was already posted. The change is kept in the reply history.',
};
const REPLY_REGENERATE: ApiDoc = {
  summary: 'Draft the reply again',
  description:
    'Asks the reply engine for a new draft, optionally with `additional_instructions` for this one draft. Answers the new text and the review; 502 `ai_failed` when the engine does not answer.',
};
const REPLY_APPROVE: ApiDoc = {
  summary: 'Approve the reply to a review',
  description:
    'Marks the reply `approved`, ready to post. Refuses an empty reply (`reply_empty`) and one already posted (`reply_already_posted`).',
};
const REPLY_POST: ApiDoc = {
  summary: 'Post the approved reply',
  description:
    'Queues the approved reply for posting; a worker sends it and the review becomes `posted` when the platform confirms. Idempotent: one post per review and text, so repeating the call never posts twice. Refuses an unapproved reply (`reply_not_approved`, 409) and one already posted.',
};

export const API_DOCS = {
  'health.check': {
    summary: 'Check that the server is alive',
    description:
      'Answers 200 while the process runs. Readiness (`/readyz`) also checks the database.',
  },
  'docs.openapi': {
    summary: 'Read this OpenAPI document',
    description: 'The OpenAPI 3 document of the `/v1` API, as JSON.',
  },
  'auth.login': {
    summary: 'Sign in with a username and password',
    description:
      'Answers a 15-minute access token (`Bearer`) and sets an httpOnly refresh cookie. Rate-limited per account and per address: 429 after too many failures.',
  },
  'auth.refresh': {
    summary: 'Swap the refresh cookie for a new access token',
    description:
      'Rotates the refresh cookie and answers a new access token. Presenting a refresh token already used revokes the whole session. Same-origin requests only.',
  },
  'auth.logout': {
    summary: 'Sign out',
    description:
      'Ends the session of the refresh cookie and clears it; access tokens of that session stop working at once. Same-origin requests only.',
  },
  'auth.exchange': {
    summary: 'Finish a single sign-on',
    description:
      'Exchanges the OpenID Connect `code` (with its `state`) for a session, as `auth.login` answers it. 404 when single sign-on is not configured.',
  },
  'auth.oidc.config': {
    summary: 'Tell whether single sign-on is offered',
    description: 'Answers whether OpenID Connect is configured and the provider’s display name.',
  },
  'auth.oidc.start': {
    summary: 'Start a single sign-on',
    description:
      'Redirects the browser to the OpenID Connect provider (PKCE); `lang` picks the page it comes back to. 404 when single sign-on is not configured.',
  },
  'auth.me': {
    summary: 'Read the signed-in user',
    description: 'The user, their role, their restaurant and the locations they may see.',
  },
  'auth.roles': {
    summary: 'List the roles',
    description: 'The roles the caller may give to users.',
  },
  'auth.setPassword': {
    summary: 'Set a password from an invitation or reset link',
    description:
      'Sets the password of the user named by the one-time `token` of an e-mailed link (valid 7 days, usable once) and answers their username. The token is the credential: no access token is needed.',
  },
  'users.list': {
    summary: 'List the users',
    description:
      'The users of the caller’s restaurant; a SuperAdmin without `X-Restaurant-Id` sees every user.',
  },
  'users.create': {
    summary: 'Create a user and invite them',
    description:
      'Creates the user with a role and, optionally, a location, then e-mails an invitation to choose a password. Refuses a role the caller may not grant (403) and a location of another restaurant.',
  },
  'users.invite': {
    summary: 'Send a user their invitation again',
    description: 'Queues a new invitation e-mail with a fresh one-time link to set a password.',
  },
  'users.update': {
    summary: 'Update a user',
    description:
      'Anyone may change their own profile (and their password, given the current one); changing another user, their role or location needs an Admin of the same restaurant.',
  },
  'users.delete': {
    summary: 'Delete a user',
    description: 'Removes a user of the caller’s restaurant. Nobody may delete themselves.',
  },
  'restaurants.list': {
    summary: 'List the restaurants',
    description: 'The caller’s restaurant; every restaurant for a SuperAdmin.',
  },
  'restaurants.self': {
    summary: 'Read the caller’s restaurant',
    description: 'The restaurant of the signed-in user, or null when they have none.',
  },
  'restaurants.create': {
    summary: 'Create a restaurant',
    description: 'Creates a restaurant on a subscription tier. Refuses an unknown tier.',
  },
  'restaurants.update': {
    summary: 'Update a restaurant',
    description:
      'Changes the restaurant’s settings (name, time zone, alert threshold, approval webhook…). Only a SuperAdmin may change the plan.',
  },
  'restaurants.delete': {
    summary: 'Delete a restaurant',
    description:
      'Deletes the restaurant and everything it holds. `confirm_name` must equal its name exactly, or nothing is deleted.',
  },
  'restaurants.instructions': {
    summary: 'Set the reply engine’s extra instructions',
    description: 'Stores the restaurant’s additional instructions, added to every reply draft.',
  },
  'restaurants.autoApproval': {
    summary: 'Turn automatic approval of replies on or off',
    description:
      'Sets whether drafts are approved automatically after the restaurant’s delay; when the job runs it checks again that the setting is on and nobody touched the draft.',
  },
  'restaurants.facts': {
    summary: 'Set the restaurant’s facts',
    description:
      'Replaces the owner’s answers to guests’ questions (hours, reservations, patio, parking, allergies…), one free-text answer per topic of at most 500 characters; a blank answer is dropped. Replies answer questions from them and never state a fact that is neither here nor in the review.',
  },
  'restaurants.integrations.read': {
    summary: 'List the restaurant’s enabled integrations',
    description:
      'The integrations enabled for the restaurant (Libro, Yelp, Google, TripAdvisor, Facebook).',
  },
  'restaurants.integrations.update': {
    summary: 'Set the restaurant’s enabled integrations',
    description: 'Replaces the list of integrations enabled for the restaurant.',
  },
  'restaurants.ingestSecret': {
    summary: 'Rotate the review ingestion secret',
    description:
      'Creates a new secret for signing `POST /v1/ingest/reviews` and answers it once; the previous secret stops working.',
  },
  'restaurants.reviewAllowance': {
    summary: "This month's reviews against the plan's limit",
    description:
      "How many reviews arrived this calendar month (in the restaurant's time zone), the plan's `max_reviews_per_month` (null: no limit) and how many are beyond it: those are stored and shown but neither analysed nor drafted. The Admin's dashboard offers the next plan when any are.",
  },
  'restaurants.aiUsage': {
    summary: "The restaurant's language-model usage",
    description:
      "Calls, prompt and completion tokens and their cost (micro-units of `currency`, at the prices configured when each call was made; 0 when unknown) this calendar month and last, in the restaurant's time zone, in all and by purpose (`reply`, `comment_reply`, `agent`). `configured` says whether a language model is in use; `priced` whether prices are configured. Tokens are the endpoint's own count, or about four characters a token when it gave none.",
  },
  'locations.list': {
    summary: 'List the locations',
    description:
      'The locations the caller may see (all of the restaurant’s for its Admin, their own for other roles); `restaurant_id` narrows the list for a SuperAdmin.',
  },
  'locations.create': {
    summary: 'Create a location',
    description: 'Adds a location to a restaurant; an Admin adds to their own restaurant only.',
  },
  'locations.update': {
    summary: 'Update a location',
    description: 'Changes a location’s name, website or address.',
  },
  'locations.delete': {
    summary: 'Delete a location',
    description:
      'Deletes the location and its reviews. `confirm_name` must equal its name exactly, or nothing is deleted.',
  },
  'reviews.list': {
    summary: 'List the reviews of a location',
    description: `Reviews of one location, or of every location the caller may see with \`all\`, newest first; paginated by \`offset\` and \`limit\` (50 by default, 1,000 at most). ${REVIEW_FILTERS}`,
    routes: {
      'GET /v1/location/{id}/review/offset/{o}/limit/{l}': {
        summary: 'List the reviews of a location, paged in the path',
        description: `The earlier product’s form of the list: \`offset\` and \`limit\` in the path; the query may still filter. ${REVIEW_FILTERS}`,
      },
      ...platformRoutes((platform, level) => ({
        [`GET ${PLATFORM_REVIEW}`]: {
          summary: `List the ${platform} reviews of ${level}`,
          description: `The review list limited to ${platform}, paginated by \`offset\` and \`limit\`. ${REVIEW_FILTERS}`,
        },
        [`GET ${PLATFORM_REVIEW}/offset/{o}/limit/{l}`]: {
          summary: `List the ${platform} reviews of ${level}, paged in the path`,
          description: `The ${platform} review list with \`offset\` and \`limit\` in the path.`,
        },
      })),
    },
  },
  'reviews.get': {
    summary: 'Read one review',
    description:
      'A review of the location with its reply, status and analysis; 404 if it is not there.',
    routes: platformRoutes((platform, level) => ({
      [`GET ${PLATFORM_REVIEW}/{reviewId}`]: {
        summary: `Read one ${platform} review of ${level}`,
        description: `A ${platform} review with its reply and status; 404 for a review of another platform.`,
      },
    })),
  },
  'reviews.create': {
    summary: 'Add a review by hand',
    description:
      'Stores a review entered by hand for one platform; it goes through the same arrival steps as a synced one (analysis, alert, draft).',
    routes: platformRoutes((platform, level) => ({
      [`POST ${PLATFORM_REVIEW}`]: {
        summary: `Add a ${platform} review to ${level} by hand`,
        description: `Stores a ${platform} review entered by hand; it then gets its analysis, alert and draft like any other.${
          level === 'the restaurant' ? ' The body names the `location_id`.' : ''
        }`,
      },
    })),
  },
  'reviews.delete': {
    summary: 'Delete a review',
    description:
      'Marks a review deleted in Tableside (it leaves lists and figures); the platform itself is not touched.',
    routes: platformRoutes(
      (platform, level) => ({
        [`DELETE ${PLATFORM_REVIEW}/{reviewId}`]: {
          summary: `Delete a ${platform} review of ${level}`,
          description: `Marks a ${platform} review deleted in Tableside; ${platform} itself is not touched.`,
        },
      }),
      ['location', 'restaurant'],
      ['yelp', 'tripadvisor'],
    ),
  },
  'replies.edit': { ...REPLY_EDIT, routes: platformReplies(REPLY_EDIT, '/response') },
  'replies.regenerate': {
    ...REPLY_REGENERATE,
    routes: platformReplies(REPLY_REGENERATE, '/response/regenerate', ['POST']),
  },
  'replies.approve': {
    ...REPLY_APPROVE,
    routes: platformReplies(REPLY_APPROVE, '/response/approve'),
  },
  'replies.post': {
    ...REPLY_POST,
    routes: platformReplies(REPLY_POST, '/response/post', ['POST', 'PUT']),
  },
  'replies.markPosted': {
    summary: 'Record a reply as posted by hand',
    description:
      'For a reply posted outside Tableside: marks the approved reply `posted` without sending it. Refuses an unapproved reply and one already posted.',
  },
  'replies.flag': {
    summary: 'Flag or unflag a review',
    description: 'Sets the review’s `flagged` mark, which the list can filter on.',
  },
  'replies.history': {
    summary: 'Read the reply history of a review',
    description:
      'Every step of the reply (drafted, edited, regenerated, approved, posted) and the audit entries of the review, with the text, who did it and when.',
  },
  'replies.bulk': {
    summary: 'Approve or redraft many replies at once',
    description:
      'Applies `approve` or `regenerate` to the listed `review_ids` (200 at most), each under the same rules as one at a time; answers which were done and which were refused, with the reason.',
  },
  'ingest.reviews': {
    summary: 'Push reviews from another system',
    description:
      'For Zapier, Make or a POS: reviews signed with the restaurant’s ingestion secret (`X-Tableside-Restaurant`, `X-Tableside-Timestamp`, and `X-Tableside-Signature` = HMAC-SHA256 of `<timestamp>.<raw body>`). A bad signature stores nothing (401). A review already stored is not stored twice.',
  },
  'reviewImports.upload': {
    summary: 'Upload a review file to import',
    description:
      'The request body is the CSV or JSON file itself (50 MB at most, 413 beyond), streamed into storage. Answers its columns, first rows and a guessed column mapping; nothing is imported until it is started.',
  },
  'reviewImports.start': {
    summary: 'Start an uploaded import',
    description:
      'Stores the chosen column mapping and queues the import job; 409 while it runs. An import whose worker stopped (its lease ran out) is resumed where it stopped. Rows already stored (same location, source and id) are skipped.',
  },
  'reviewImports.delete': {
    summary: 'Delete a finished or failed import',
    description:
      'Removes the import, its stored file and its refused rows; 409 `import_running` while a worker holds it. The reviews it already imported stay.',
  },
  'reviewImports.get': {
    summary: 'Read an import’s progress',
    description:
      'The import’s status and progress: rows processed, imported, duplicates skipped and refused (with the reasons).',
  },
  'reviewImports.list': {
    summary: 'List the review imports',
    description: 'The restaurant’s imports, newest first.',
  },
  'reviewImports.report': {
    summary: 'Download an import’s refused rows',
    description: 'The refused rows with the reason for each, as a CSV file in the language `lang`.',
  },
  'analytics.metrics': {
    summary: 'Read the review figures of a period',
    description:
      'Review count, positive/neutral/negative counts, average rating, rating distribution, volume by source, reply figures and per-location figures of one location (or `all`) over a date range or preset, with a `comparison` block for the comparison period.',
  },
  'analytics.series': {
    summary: 'Read the review figures over time',
    description: 'The same figures per day, week or month across the period, for the graphs.',
  },
  'analytics.replies': {
    summary: 'Read the reply figures of a period',
    description:
      'Reviews and posted replies of the period, the reply rate, counts by reply status and the median hours to a posted reply.',
  },
  'analytics.trends': {
    summary: 'Read the category mention trends',
    description:
      'How often each review category was mentioned, and with which polarity, in the current range against the comparison range (both given, or a preset), and over time for the top `limit` categories.',
    routes: {
      'GET /v1/location/{id}/trends/menu': {
        summary: 'Read the menu mention trends',
        description:
          'Mentions of the menu’s dishes and their polarity, current range against comparison range and over time for the top `limit` dishes.',
      },
      'GET /v1/location/{id}/trends/staff': {
        summary: 'Read the staff mention trends',
        description:
          'Mentions of staff members and their polarity, current range against comparison range and over time for the top `limit` people.',
      },
    },
  },
  'analytics.keywordTrends': {
    summary: 'Read the keyword mention trends',
    description:
      'Mentions of keywords and their polarity, current range against comparison range and over time for the top `limit` keywords.',
  },
  'reports.list': {
    summary: 'List the saved reports',
    description: 'The restaurant’s saved reports, newest first, paginated by `offset` and `limit`.',
    routes: {
      'GET /v1/restaurant/{id}/report/offset/{o}/limit/{l}': {
        summary: 'List the saved reports, paged in the path',
        description: 'The same list with `offset` and `limit` in the path.',
      },
    },
  },
  'reports.get': {
    summary: 'Read a saved report',
    description: 'A report with the figures frozen when it was created.',
  },
  'reports.create': {
    summary: 'Create a summary report',
    description:
      'Computes the review figures from `startDate` to `endDate` for one `location_id` (or `all`) and saves them as a report, so they no longer change.',
    routes: {
      'POST /v1/restaurant/{id}/report/staff': {
        summary: 'Create a staff report',
        description: 'Saves the staff mentions of a period as a report.',
      },
      'POST /v1/restaurant/{id}/report/menu': {
        summary: 'Create a menu report',
        description: 'Saves the dish mentions of a period as a report.',
      },
      'POST /v1/restaurant/{id}/report/keywords': {
        summary: 'Create a keywords report',
        description: 'Saves the keyword mentions of a period as a report.',
      },
    },
  },
  'reports.delete': {
    summary: 'Delete a saved report',
    description: 'Removes one report of the restaurant.',
  },
  'reports.unsubscribe': {
    summary: 'Stop the weekly report e-mail',
    description:
      'The link of the weekly report e-mail: its signed token names the recipient, so no access token is needed. Answers an HTML page.',
  },
  'alerts.list': {
    summary: 'List the bad-review alerts',
    description:
      'The caller’s bad-review alerts for the restaurant, newest first; `seen` filters, `limit` caps (100 by default, 500 at most).',
  },
  'alerts.seen': {
    summary: 'Mark an alert as seen',
    description:
      'Marks the caller’s alert for one review as seen; other users’ alerts are untouched.',
  },
  'alerts.seenMany': {
    summary: 'Mark several alerts as seen',
    description:
      'Marks the caller’s alerts for the given reviews as seen; accepts `{reviewIds}` or the bare list.',
  },
  'alerts.stream': {
    summary: 'Follow new alerts as they arrive',
    description: 'Server-sent events: an `alert` event whenever the caller gets a new alert.',
  },
  'alerts.config.restaurant': {
    summary: 'Read the restaurant’s alert settings',
    description: 'Every user’s alert settings: address, in-app alerts, e-mail alerts and digest.',
  },
  'alerts.config.self': {
    summary: 'Read the caller’s alert settings',
    description:
      'The caller’s alert address, whether in-app and e-mail alerts are on, and the e-mail digest (`immediate`, `hourly` or `daily`).',
  },
  'alerts.config.update': {
    summary: 'Update alert settings',
    description:
      'Saves the caller’s whole alert configuration; the address may be empty only while e-mail alerts are off.',
  },
  'sources.list': {
    summary: 'List the review sources',
    description:
      'For each platform: the restaurant’s account and, per location, its connection, last sync and error.',
  },
  'sources.authorize': {
    summary: 'Start connecting a platform account',
    description:
      'Answers the URL of the platform’s consent screen (Google OAuth) to send the browser to. Refuses a platform the restaurant’s plan does not include (`plan_required`).',
  },
  'sources.oauthCallback': {
    summary: 'Receive the platform’s consent',
    description:
      'Google sends the browser back here; the signed `state` names the restaurant and the user, so no access token is needed. Stores the account and redirects to the Sources panel.',
  },
  'sources.account.save': {
    summary: 'Save a platform API key',
    description:
      'Stores the restaurant’s API key for a platform that uses one (sealed, never answered back).',
  },
  'sources.account.delete': {
    summary: 'Remove a platform account',
    description:
      'Forgets the restaurant’s credentials for the platform; its locations stop syncing.',
  },
  'sources.platformLocations': {
    summary: 'List the platform’s locations',
    description:
      'The business locations the restaurant’s account reaches on the platform, to link them to Tableside locations.',
  },
  'sources.connect': {
    summary: 'Link a location to a platform location',
    description: 'Connects the location to one platform location and schedules its review sync.',
  },
  'sources.disconnect': {
    summary: 'Unlink a location from a platform',
    description: 'Stops syncing the location from that platform; stored reviews stay.',
  },
  'sources.syncNow': {
    summary: 'Sync a location’s reviews now',
    description:
      'Queues a sync of the connection at once; one waits and one runs per connection at most.',
  },
  'bookings.list': {
    summary: 'List the bookings',
    description:
      'A page of 50 bookings from the restaurant’s booking system, from `offset`. Refused when the booking system is not enabled or not configured.',
  },
  'bookings.get': {
    summary: 'Read one booking',
    description: 'One booking from the restaurant’s booking system.',
  },
  'bookings.account.read': {
    summary: 'Read the booking system account',
    description: 'Whether a booking login is stored and for which e-mail; never the token.',
  },
  'bookings.account.save': {
    summary: 'Save the booking system login',
    description:
      'Stores the booking system’s e-mail and token (sealed, never answered back) once a first request to the booking system succeeds with them. Refused while the booking system is not enabled for the restaurant.',
  },
  'bookings.account.delete': {
    summary: 'Remove the booking system login',
    description: 'Forgets the restaurant’s booking system credentials.',
  },
  'bookings.verifiedGuests': {
    summary: 'List the reviews of guests who booked',
    description:
      'Reviews whose author matches a guest who booked: same name (a last initial is enough, a first name alone never), written on the day of the visit or within 14 days after, at the same location, and not cancelled or a no-show.',
  },
  'socials.list': {
    summary: 'List the social media comments',
    description:
      'Facebook and Instagram comments on the restaurant’s pages with their replies, paginated by `offset` and `limit`; `platform` and `status` filter.',
    routes: {
      'GET /v1/restaurant/{id}/social-comment/offset/{o}/limit/{l}': {
        summary: 'List the social media comments, paged in the path',
        description: 'The same list with `offset` and `limit` in the path.',
      },
      'GET /v1/restaurant/{id}/social-comment/{commentId}': {
        summary: 'Read one social media comment',
        description: 'A comment with its reply and status.',
      },
    },
  },
  'socials.delete': {
    summary: 'Delete a social media comment',
    description: 'Removes the comment from Tableside.',
  },
  'socials.edit': {
    summary: 'Edit the reply to a comment',
    description: 'Replaces the reply text; it must be approved again.',
  },
  'socials.regenerate': {
    summary: 'Draft the reply to a comment again',
    description:
      'Asks the reply engine for a new draft, optionally with `additional_instructions`.',
  },
  'socials.approve': {
    summary: 'Approve the reply to a comment',
    description: 'Marks the reply approved. Refuses an empty reply and one already posted.',
  },
  'socials.post': {
    summary: 'Post the approved reply to a comment',
    description:
      'Queues the reply for posting on the platform, exactly once per comment and text. Refuses an unapproved reply and one already posted.',
  },
  'socials.markPosted': {
    summary: 'Record a comment reply as posted by hand',
    description: 'Marks the approved reply posted without sending it.',
  },
  'tiers.list': {
    summary: 'List the public subscription tiers',
    description:
      'The plans shown on the pricing page and in onboarding; private tiers are left out.',
  },
  'tiers.listAll': {
    summary: 'List every subscription tier',
    description: 'Every tier, private ones included, with how many restaurants use each.',
  },
  'tiers.create': {
    summary: 'Create a subscription tier',
    description: 'Adds a tier; 409 if one with the same name exists.',
  },
  'tiers.update': {
    summary: 'Update a subscription tier',
    description:
      'Changes any of a tier’s fields: name, level, price, limits, marketing text, visibility.',
  },
  'tiers.delete': {
    summary: 'Delete a subscription tier',
    description: 'Removes an unused tier; 409 while restaurants use it.',
  },
  'console.overview': {
    summary: 'Read the system overview',
    description:
      'Each overview figure now and 30 days ago, failing review sources and jobs waiting per queue.',
  },
  'console.analytics': {
    summary: 'Read the platform analytics',
    description: 'Figures across every restaurant over the last `days` (7, 30 or 90).',
  },
  'console.aiUsage': {
    summary: "Every restaurant's language-model usage this month",
    description:
      'Calls, tokens and cost (micro-units of `currency`) of each restaurant that used a language model this month, each in its own calendar month.',
  },
  'leads.list': {
    summary: 'List the leads',
    description:
      'Onboarding submissions, enterprise quotes and newsletter sign-ups from the public site; `kind` filters.',
  },
  'leads.handle': {
    summary: 'Mark a lead handled or not',
    description: 'Sets the lead’s `handled` mark.',
  },
  'leads.provision': {
    summary: 'Provision a restaurant from an onboarding lead',
    description:
      'Creates the restaurant, its locations and its Admin with a 30-day trial, and e-mails the Admin an invitation. 409 if the lead is already provisioned or the e-mail is in use.',
  },
  'outbox.list': {
    summary: 'List the outgoing e-mails',
    description:
      'E-mails in the outbox with their status and failure reason, never their bodies; `status` filters.',
  },
  'insights.keywords': {
    summary: 'List the keyword occurrences',
    description:
      'Every keyword found in the reviews of the location (or `all`) over the period, with counts and polarity.',
    routes: {
      'GET /v1/location/{id}/keywords/category/{category}/occurrences': {
        summary: 'List the keyword occurrences of a category',
        description:
          'The keywords of one review category over the period, with counts and polarity.',
      },
      'GET /v1/location/{id}/keywords/summary': {
        summary: 'Summarise the keywords',
        description: 'The keywords of the period with their counts, optionally of one `category`.',
      },
      'GET /v1/location/{id}/keywords/{keyword}/details': {
        summary: 'Read one keyword’s details',
        description:
          'A keyword’s counts and categories over the period, when it was first and last seen, and its occurrences in reviews.',
      },
    },
  },
  'insights.menu': {
    summary: 'Read the menu insights',
    description: 'Mentions of each dish of the menu over the period, with polarity.',
  },
  'insights.staff': {
    summary: 'List the staff mentions',
    description: 'Mentions of the restaurant’s staff in the location’s reviews, with polarity.',
    routes: {
      'GET /v1/location/{id}/staff/performance/from/{from}/to/{to}': {
        summary: 'Read the staff performance of a period',
        description: 'Per staff member, mentions and polarity between the two days of the path.',
      },
    },
  },
  'insights.staffProfile': {
    summary: 'Read a staff member’s profile',
    description:
      'One staff member’s counts and sentiment over the period, mentions per day, week or month, and the latest mentions.',
  },
  'insights.menuCorrection': {
    summary: 'Correct a dish mention',
    description:
      'Corrects how the analysis read the mention of menu item `id` in review `reviewId`: `reassign` to another dish of the review’s location (`entry_id`), `polarity` (positive, negative or neutral), or `remove` (not about this dish). The figures change at once, the correction is written to the audit trail and applied again after every re-analysis. 400 `already_mentioned` if the review already names the other dish; 404 if the review, the mention or the dish is not the restaurant’s. Answers the kept correction (null when it no longer changes anything).',
    routes: {
      'DELETE /v1/menu-item/{id}/mention/{reviewId}/correction': {
        summary: 'Undo a dish mention’s correction',
        description:
          'Forgets the correction of the mention shown under `id` (for a removed mention, the dish the analysis named) in review `reviewId` and analyses the review again, so the analysis’s own reading comes back. 404 if there is no such correction.',
      },
    },
  },
  'insights.staffCorrection': {
    summary: 'Correct a staff mention',
    description:
      'Corrects how the analysis read the mention of staff member `id` in review `reviewId`: `reassign` to another person of the review’s location (`entry_id`), `polarity` (positive, negative or neutral), or `remove` (not about this person). The figures change at once, the correction is written to the audit trail and applied again after every re-analysis. 400 `already_mentioned` if the review already names the other person; 404 if the review, the mention or the person is not the restaurant’s. Answers the kept correction (null when it no longer changes anything).',
    routes: {
      'DELETE /v1/staff-member/{id}/mention/{reviewId}/correction': {
        summary: 'Undo a staff mention’s correction',
        description:
          'Forgets the correction of the mention shown under `id` (for a removed mention, the person the analysis named) in review `reviewId` and analyses the review again, so the analysis’s own reading comes back. 404 if there is no such correction.',
      },
    },
  },
  'insights.progress': {
    summary: 'Read the review analysis progress',
    description:
      'The latest re-analysis of the restaurant’s reviews (started when the menu or staff change): its reason, status and how many reviews are done of the total; null if none ran.',
  },
  'menuItems.list': {
    summary: 'List the menu items',
    description: 'The restaurant’s menu, which dish mentions are matched against.',
  },
  'menuItems.manage': {
    summary: 'Add a menu item',
    description:
      'Adds a dish (with its aliases) to the menu, optionally for one location; reviews are analysed again to find its mentions.',
    routes: {
      'POST /v1/menu-item/import': {
        summary: 'Import menu items',
        description:
          'Adds many dishes at once from `names` (one per line, or a list); names already on the menu and generic words are skipped. Answers how many were created and skipped.',
      },
      'PUT /v1/menu-item/{id}': {
        summary: 'Update a menu item',
        description: 'Changes a dish’s name, aliases or location; reviews are analysed again.',
      },
      'DELETE /v1/menu-item/{id}': {
        summary: 'Delete a menu item',
        description: 'Removes a dish from the menu and its mentions; reviews are analysed again.',
      },
    },
  },
  'staffMembers.list': {
    summary: 'List the staff members',
    description: 'The restaurant’s staff roster, which staff mentions are matched against.',
  },
  'staffMembers.manage': {
    summary: 'Add a staff member',
    description:
      'Adds a person (with their role and aliases) to the roster, optionally at one location; reviews are analysed again to find their mentions.',
    routes: {
      'PUT /v1/staff-member/{id}': {
        summary: 'Update a staff member',
        description:
          'Changes a person’s name, role, aliases or location; reviews are analysed again.',
      },
      'DELETE /v1/staff-member/{id}': {
        summary: 'Delete a staff member',
        description: 'Removes a person from the roster; reviews are analysed again.',
      },
    },
  },
  'menuItems.aliases': {
    summary: 'List the menu alias suggestions',
    description:
      'Words guests used for a dish that the catalogue does not spell, or that could be several entries, seen in at least two reviews and neither an alias nor decided yet: most frequent first, with the count, the candidate entries and up to three example reviews.',
    routes: {
      'POST /v1/menu-item/alias-suggestion/confirm': {
        summary: 'Confirm a menu alias suggestion',
        description:
          'Adds `phrase` as an alias of `entry_id` (one of its candidates, 400 `alias_not_candidate` otherwise) and re-analyses the reviews that may use it; confirming it again for the same entry changes nothing, for another entry answers 400 `alias_already_decided`.',
      },
      'POST /v1/menu-item/alias-suggestion/dismiss': {
        summary: 'Dismiss a menu alias suggestion',
        description: 'Hides the suggestion for `phrase` for good; the catalogue is unchanged.',
      },
    },
  },
  'staffMembers.aliases': {
    summary: 'List the staff alias suggestions',
    description:
      'Words guests used for a person that the catalogue does not spell, or that could be several entries, seen in at least two reviews and neither an alias nor decided yet: most frequent first, with the count, the candidate entries and up to three example reviews.',
    routes: {
      'POST /v1/staff-member/alias-suggestion/confirm': {
        summary: 'Confirm a staff alias suggestion',
        description:
          'Adds `phrase` as an alias of `entry_id` (one of its candidates, 400 `alias_not_candidate` otherwise) and re-analyses the reviews that may use it; confirming it again for the same entry changes nothing, for another entry answers 400 `alias_already_decided`.',
      },
      'POST /v1/staff-member/alias-suggestion/dismiss': {
        summary: 'Dismiss a staff alias suggestion',
        description: 'Hides the suggestion for `phrase` for good; the catalogue is unchanged.',
      },
    },
  },
  'public.config': {
    summary: 'Read the public site’s settings',
    description:
      'The support e-mail address and whether place search is available (the server has a Google Places key).',
  },
  'public.onboarding': {
    summary: 'Submit the onboarding form',
    description:
      'Stores a sign-up request for the SuperAdmin to provision. Rate-limited per address.',
  },
  'public.enterpriseQuote': {
    summary: 'Request an enterprise quote',
    description: 'Stores a quote request for the SuperAdmin. Rate-limited per address.',
  },
  'public.newsletter': {
    summary: 'Sign up for the newsletter',
    description: 'Stores an e-mail address for the newsletter. Rate-limited per address.',
  },
  'public.places.search': {
    summary: 'Search for a business by name',
    description:
      'Looks the query `q` up in the places directory, for the onboarding form. 404 when place search is not configured.',
  },
  'public.places.details': {
    summary: 'Read a business’s details',
    description:
      'The address and details of one `place_id` from the places directory. 404 when place search is not configured.',
  },
  'agent.query': {
    summary: 'Ask the AI agent a question',
    description:
      'Answers a question about the restaurant’s reviews and figures; `conversation_id` continues a conversation. Refuses an empty or too long question and questions about another restaurant.',
  },
  'agent.conversations': {
    summary: 'List the agent conversations',
    description: 'The caller’s past conversations with the agent, most recently active first.',
    routes: {
      'GET /v1/agent/conversation/{conversationId}': {
        summary: 'Read one agent conversation',
        description: 'The questions and answers of one of the caller’s conversations.',
      },
    },
  },
} as const satisfies Record<ApiOperation, ApiOperationDoc>;
