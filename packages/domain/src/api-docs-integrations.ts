import type { ApiOperation } from './api-access.ts';
import type { ApiOperationDoc } from './api-docs-types.ts';

// Sources, bookings, socials, plans and the console (composed into API_DOCS, api-docs.ts).

export const INTEGRATION_DOCS = {
  'sources.list': {
    summary: 'List the review sources',
    description:
      'For each platform: the restaurant’s account and, per location, its connection, last sync and error.',
  },
  'sources.summary': {
    summary: 'Count the review sources by platform',
    description:
      'For each platform: its availability, the restaurant’s account and how many locations need attention (access revoked, last sync failed, replies refused), are not connected or are connected; and the number of locations.',
  },
  'sources.connections': {
    summary: 'One page of the locations’ connections',
    description:
      'A location on a platform per row, for the platforms in the plan and enabled: `limit` up to 100 and `offset`; `platform` (one or several, comma-separated), `state` (attention, not_connected, connected) and `search` (every word in the location’s name or address, accents and case aside) narrow it; `sort=attention` (the default) lists the rows needing attention first, `sort=name` by location name. `total` counts the matching rows.',
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
  'socials.assign': {
    summary: 'Assign a comment',
    description:
      'Sets who works the comment (`user_id`), or nobody (null). The assignee must be an enabled user who may see the comment’s location and take work there (400 `assignee_not_allowed` otherwise). Assigning to the current assignee changes nothing; each change is written to the audit log. Answers the comment as it now stands.',
  },
  'socials.history': {
    summary: 'Read a comment’s history',
    description:
      'What was done to the comment, oldest first, each with who did it and when: assigned and unassigned, internal notes added, and each reply step (edited, regenerated, approved, posting requested, posted or marked posted, posting failed) with the reply’s text and status at that step. Read from the audit log; a comment out of scope looks absent (404).',
  },
  'socials.notes': {
    summary: 'List a comment’s internal notes',
    description:
      'The staff’s notes on the comment, oldest first, with the colleagues each one mentions. Notes never reach the platform.',
  },
  'socials.addNote': {
    summary: 'Add an internal note to a comment',
    description:
      'Adds a plain-text note to the comment; each of `mentions` must be a colleague who may see its location (400 `mention_not_allowed` otherwise). The note is written to the audit log and never edited or deleted.',
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
} as const satisfies Partial<Record<ApiOperation, ApiOperationDoc>>;
