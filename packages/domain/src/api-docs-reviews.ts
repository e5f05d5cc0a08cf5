import type { ApiOperation } from './api-access.ts';
import type { ApiDoc, ApiOperationDoc } from './api-docs-types.ts';

// Reviews, replies, ingestion and imports (composed into API_DOCS, api-docs.ts).

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
  'Filters: `startDate`/`endDate` (days), `rating` (comma-separated 1–5), `status`, `source`, `flag`, `hasReply`, `search`; the work inbox’s `view`: `mine`, `unassigned` or `overdue` (unanswered past its response-time target, 403 `plan_required` below Essential); sorted by `sort` (date or rating) and `order`. Each review carries `response_due` (when it should be answered and whether it is on time, due soon, overdue or answered), null below Essential.';
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

export const REVIEW_DOCS = {
  'reviews.list': {
    summary: 'List the reviews of a location',
    description: `Reviews of one location, or of every location the caller may see with \`all\`, newest first; paginated by \`offset\` and \`limit\` (50 by default, 1,000 at most), or by \`cursor\`: the answer's \`next_cursor\` (null on the last page) asks for the next page with the same filters, \`sort\` and \`order\`, as cheaply as the first (docs/product/api.md#paging). ${REVIEW_FILTERS}`,
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
} as const satisfies Partial<Record<ApiOperation, ApiOperationDoc>>;
