import type { ApiOperation } from './api-access.ts';
import type { ApiOperationDoc } from './api-docs-types.ts';

// Analytics, reports and alerts (composed into API_DOCS, api-docs.ts).

export const ANALYTICS_DOCS = {
  'analytics.metrics': {
    summary: 'Read the review figures of a period',
    description:
      'Review count, positive/neutral/negative counts, average rating, rating distribution, volume by source, reply figures and per-location figures of one location (or `all`) over a date range or preset, with a `comparison` block for the comparison period. `locations=none` leaves the per-location fields empty, which keeps a large chain’s answer small and fast; page the locations with the call below.',
    routes: {
      'GET /v1/location/{id}/review/metrics/locations': {
        summary: 'Page the location comparison',
        description:
          'One page (`limit` up to 100, `offset`) of the per-location figures of the current and comparison periods, sorted by `sort` (name, reviews, rating, positive, negative) in `order`, optionally limited to locations whose name contains `search`; `total` counts the matching locations.',
      },
    },
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
  'analytics.firstReply': {
    summary: 'Read the time to first reply of a period',
    description:
      'For the reviews of the period: how many got a reply, the median hours from the review to its first posted reply, and the share answered within its rating class’s response-time target (reviews with a due time that are answered or past due), overall, per location and per person who first posted or approved the reply (`user_id` null: automatic, or answered on the platform).',
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
      'The caller’s bad-review alerts for the restaurant, newest first; `seen` filters, `limit` caps (100 by default, 500 at most); `include=comments` adds the assignment, mention and overdue alerts on social comments (`commentId` and `comment` in place of the review).',
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
  'alerts.seenComment': {
    summary: 'Mark a social comment’s alerts as seen',
    description:
      'Marks the caller’s assignment, mention and overdue alerts on one social comment as seen; a comment that never alerted the caller looks absent (404).',
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
} as const satisfies Partial<Record<ApiOperation, ApiOperationDoc>>;
