import type { ApiOperation } from './api-access.ts';
import type { ApiOperationDoc } from './api-docs-types.ts';

// Health, sign-in, users, restaurants and locations (composed into API_DOCS, api-docs.ts).

export const ACCOUNT_DOCS = {
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
      'Sets the password of the user named by the one-time `token` of an e-mailed link (an invitation is valid 7 days, a reset one hour; usable once) and answers their username. The token is the credential: no access token is needed.',
  },
  'auth.forgotPassword': {
    summary: 'Ask for a password reset link',
    description:
      'E-mails the account with this address, in its language, a one-time link to choose a new password (valid one hour, usable once; using it signs the account out everywhere). The answer is the same whether or not the address has an account. Rate-limited like sign-in, per address and per e-mail.',
  },
  'users.list': {
    summary: 'List the users',
    description:
      'The users of the caller’s restaurant; a SuperAdmin without `X-Restaurant-Id` sees every user.',
  },
  'users.page': {
    summary: 'One page of the users (console)',
    description:
      'Every restaurant’s users (or one restaurant’s: `restaurant_id`, or `X-Restaurant-Id`), one page at a time: `limit` up to 100 and `offset`, sorted by `sort` (username, email, name, location, restaurant, role) in `order`, optionally limited to one `role` and to those whose username, e-mail, name, location or restaurant contains every word of `search` (accents and case aside); `total` counts the matching users. SuperAdmin only; `GET /v1/auth/user` stays as the Administration team panel reads it.',
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
  'restaurants.trial.extend': {
    summary: 'Extend a restaurant’s free trial',
    description:
      'SuperAdmin only. Moves the trial’s end by `days` (counted from the later of its end and now, so a lapsed trial gets the days it is given) or to the end of the day `ends_on` (UTC); exactly one of the two. A read-only restaurant is writable again at once. 409 `conflict` once the trial is converted. Written to the audit log.',
  },
  'restaurants.trial.convert': {
    summary: 'Convert a restaurant’s trial to its paid plan',
    description:
      'SuperAdmin only. The trial ends and the restaurant stays on its plan, never read-only again; converting twice changes nothing. 409 `conflict` for a restaurant that is not on a trial. Written to the audit log.',
  },
  'restaurants.upgradeRequest.read': {
    summary: 'The restaurant’s open upgrade request',
    description:
      'The upgrade request the SuperAdmin has not handled yet (the plan asked for and when), or null.',
  },
  'restaurants.requestUpgrade': {
    summary: 'Ask for a higher plan',
    description:
      'Sends the SuperAdmin a lead of kind `upgrade_request` naming the restaurant, the Admin and the plan wanted (above the current one, 400 otherwise). One open request at a time: another while one waits answers 409 `upgrade_already_requested`. Allowed while the trial has lapsed.',
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
      'The locations the caller may see (all of the restaurant’s for its Admin, their own for other roles); `restaurant_id` narrows the list for a SuperAdmin. `view=names` answers ids and names only (the location switcher and pickers), without the counts.',
  },
  'locations.page': {
    summary: 'One page of the locations',
    description:
      'The same locations as `GET /v1/location` (without All), one page at a time with their review counts: `limit` up to 100 and `offset`, sorted by `sort` (name, reviews, created) in `order`, optionally limited to those whose name or address contains every word of `search` (accents and case aside); `total` counts the matching locations. `restaurant_id` narrows it for a SuperAdmin.',
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
} as const satisfies Partial<Record<ApiOperation, ApiOperationDoc>>;
