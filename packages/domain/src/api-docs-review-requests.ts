import type { ApiOperation } from './api-access.ts';
import type { ApiOperationDoc } from './api-docs-types.ts';

// Review requests: asking real guests for a review after their visit (composed into API_DOCS,
// api-docs.ts; docs/product/review-requests.md).

export const REVIEW_REQUEST_DOCS = {
  'reviewRequests.settings.read': {
    summary: 'Read the review request settings',
    description:
      'Whether requests are sent, the delay after a visit, the quiet hours (the restaurant’s local time), the period during which a guest is asked at most once, the sender name and reply-to, the subject and body in English and French, the extra review links, and each location’s Google review link (from its Google place).',
  },
  'reviewRequests.settings.save': {
    summary: 'Save the review request settings',
    description:
      'Replaces the settings whole. Subjects and bodies may hold `{guest_first_name}` and `{location}`; any other `{name}` answers 400 `request_placeholder_unknown`, a link to another restaurant’s location 400 `validation_failed`, and nothing is stored. Every guest gets the same e-mail whatever their experience: there is no setting that filters guests (Google forbids review gating).',
  },
  'reviewRequests.list': {
    summary: 'List the latest review requests',
    description:
      'The newest requests (scheduled, sent or skipped with the reason), with the guest’s name, never their e-mail address, and whether the guest clicked and reviewed.',
  },
  'reviewRequests.visits.import': {
    summary: 'Upload a CSV of visits',
    description:
      'A CSV (`text/csv`, comma or semicolon) with the columns `name` (or `first_name` and `last_name`), `email`, `language` (`en` or `fr`, default `en`), `location` (a location’s name or id) and `visit_time` (ISO 8601), plus an optional `visit_id`. Every row is checked first: any bad row answers 400 `visit_file_invalid` naming the lines, and nothing is stored. A visit already known (same id, or same e-mail, location and time) schedules nothing more.',
  },
  'reviewRequests.conversion': {
    summary: 'Read the review request conversion',
    description:
      'Requests sent in the period (the restaurant’s days), those whose guest clicked a review link, and those whose guest then wrote a review (matched like verified guests: name and a 14-day window), per location and in total, with their rates in percent of sent.',
  },
  'reviewRequests.visits.webhook': {
    summary: 'Push visits (signed webhook)',
    description:
      'Visits from a point of sale or booking system without an integration, signed like `POST /v1/ingest/reviews` with the restaurant’s ingestion secret (`X-Tableside-Restaurant`, `X-Tableside-Timestamp`, `X-Tableside-Signature`). A bad signature answers 401 and stores nothing.',
  },
  'reviewRequests.optOut.page': {
    summary: 'Show the guest’s opt-out page',
    description:
      'Opened from the link in a request e-mail: a page in the guest’s language with one button to stop review requests from this restaurant.',
  },
  'reviewRequests.optOut': {
    summary: 'Opt a guest out of review requests',
    description:
      'The opt-out button (and one-click unsubscribe): the restaurant never asks this e-mail address again, even after its booking data is deleted.',
  },
  'reviewRequests.redirect': {
    summary: 'Follow a review link of a request',
    description:
      'Records the first click of the request and redirects (302) to the review link stored with the request when it was sent; any other link number answers 404. Never an open redirect.',
  },
} as const satisfies Partial<Record<ApiOperation, ApiOperationDoc>>;
