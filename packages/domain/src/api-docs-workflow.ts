import type { ApiOperation } from './api-access.ts';
import type { ApiOperationDoc } from './api-docs-types.ts';

// The shared work inbox: assignment, assignment rules and internal notes (composed into API_DOCS,
// api-docs.ts; docs/product/team-workflow.md).

export const WORKFLOW_DOCS = {
  'workflow.assign': {
    summary: 'Assign a review',
    description:
      'Assigns the review to `user_id`, or unassigns it with `null`. The colleague must be able to see the review’s location and take reviews (400 `assignee_not_allowed` otherwise, nothing changes). The assignee is notified in the alert stream and, per their alert settings, by e-mail.',
  },
  'workflow.assignMany': {
    summary: 'Assign many reviews',
    description:
      'Assigns (or with `user_id: null` unassigns) every review of `review_ids`, all or nothing: a review the caller may not see answers 404, an assignee who may not see one of their locations 400 `assignee_not_allowed`.',
  },
  'workflow.assignees': {
    summary: 'List the colleagues of a location',
    description:
      'The enabled users of the restaurant who may see the location and read notes, with `assignable` for those who may take reviews: the assignment picker and the @mention list.',
  },
  'workflow.notes': {
    summary: 'List a review’s internal notes',
    description:
      'The staff’s notes on the review, oldest first, with the colleagues each one mentions. Notes never reach the review’s platform.',
  },
  'workflow.addNote': {
    summary: 'Add an internal note',
    description:
      'Adds a plain-text note (line breaks kept) to the review; `mentions` lists the colleagues picked in the @mention list, each of whom must be able to see the location (400 `mention_not_allowed` otherwise). Mentioned colleagues are notified like an assignment; the note is written to the audit log and shown in the review’s history. Notes are not edited or deleted.',
  },
  'workflow.rules': {
    summary: 'List the assignment rules',
    description: 'The restaurant’s assignment rules in their order; the first match wins.',
  },
  'workflow.saveRules': {
    summary: 'Replace the assignment rules',
    description:
      'Replaces the rules with the ordered list sent. Each rule may name a location, a rating band, a source, a language and the incident flag; a review that arrives is assigned by the first enabled rule whose conditions all hold and whose assignee may take reviews of its location.',
  },
  'workflow.targets': {
    summary: 'Read the response-time targets',
    description:
      'Hours the restaurant gives itself to answer a review of each rating class: `negative_hours` (1–2★), `neutral_hours` (3★) and `positive_hours` (4–5★). Defaults 4, 12 and 24. A review is due that many hours after the guest posted it, and answered once its reply is posted (or marked posted); the reviews list gives each one its `response_due` and lists the late ones with `view=overdue`.',
  },
  'workflow.saveTargets': {
    summary: 'Change the response-time targets',
    description:
      'Sets the three targets, each a whole number of hours from 1 to 720 (400 `validation_failed` naming the field otherwise, nothing changes). Written to the audit log; every review’s due time follows at once.',
  },
  'workflow.templates': {
    summary: 'List the reply templates',
    description:
      'The restaurant’s saved replies, by name: each with its language, and the location it is for (`null`: every location).',
  },
  'workflow.createTemplate': {
    summary: 'Add a reply template',
    description:
      'Adds a saved reply. Its body may hold `{guest_first_name}`, `{location}`, `{dish}` (the first dish the analysis found) and `{staff_first_name}` (the first colleague named); any other `{name}` answers 400 `template_placeholder_unknown`, a location of another restaurant 400 `validation_failed`, and nothing is stored.',
  },
  'workflow.updateTemplate': {
    summary: 'Change a reply template',
    description:
      'Replaces the template’s name, language, location and body, with the checks of its creation.',
  },
  'workflow.deleteTemplate': {
    summary: 'Delete a reply template',
    description: 'Deletes the template; replies written with it keep their text.',
  },
  'workflow.reviewTemplates': {
    summary: 'List the templates filled for a review',
    description:
      'Every template of the restaurant for the review’s location (or every location), filled from the review and its analysis: a missing value is left out with the words that set it off. `matches` is true for those in the review’s language; the reply box lists the others under “other languages”.',
  },
  'workflow.channels': {
    summary: 'List the escalation channels',
    description:
      'The restaurant’s Slack, Teams and signed-webhook channels, each with the alert types it receives (`bad_review`, `incident`, `overdue`, `assignment`), its locations (`null`: all) and language (`null`: the restaurant’s). The URL is never returned: `url_hint` shows its host and last characters.',
  },
  'workflow.createChannel': {
    summary: 'Add an escalation channel',
    description:
      'Adds a channel. The URL is sealed at rest; a private or loopback address answers 400 `webhook_address_not_allowed`, a location of another restaurant 400 `validation_failed`, and nothing is stored. A `webhook` channel answers its `signing_secret` this once: each call carries `X-Tableside-Timestamp` and `X-Tableside-Signature: sha256=<HMAC-SHA256 of "<timestamp>.<body>">`, as the ingestion webhook expects of its callers.',
  },
  'workflow.updateChannel': {
    summary: 'Change an escalation channel',
    description:
      'Replaces the name, alert types, locations, language and enabled flag, with the checks of its creation; `url` only when given. Messages already queued keep going to the channel.',
  },
  'workflow.deleteChannel': {
    summary: 'Delete an escalation channel',
    description: 'Deletes the channel with its delivery log; queued messages are not sent.',
  },
  'workflow.testChannel': {
    summary: 'Send a test message',
    description:
      'Sends one test message now, in the channel’s language, through the same outbound guard as every delivery, and answers the delivery as the log records it (`sent` or `failed` with the HTTP status and a short code). Not retried.',
  },
  'workflow.channelDeliveries': {
    summary: 'The channel’s delivery log',
    description:
      'The channel’s last 50 deliveries, newest first: type, review, status (`queued`, `sending`, `sent`, `failed`), attempts, the last HTTP status and error code. A failing call is retried up to 5 times with exponential backoff; a refusal that no retry can change (a 4xx other than 408 and 429, an address not allowed) fails at once.',
  },
} as const satisfies Partial<Record<ApiOperation, ApiOperationDoc>>;
