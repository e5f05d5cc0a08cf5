import type { ApiOperation } from './api-access.ts';
import { ACCOUNT_DOCS } from './api-docs-accounts.ts';
import { ANALYTICS_DOCS } from './api-docs-analytics.ts';
import { INSIGHT_DOCS } from './api-docs-insights.ts';
import { INTEGRATION_DOCS } from './api-docs-integrations.ts';
import { REVIEW_REQUEST_DOCS } from './api-docs-review-requests.ts';
import { REVIEW_DOCS } from './api-docs-reviews.ts';
import type { ApiOperationDoc } from './api-docs-types.ts';
import { WORKFLOW_DOCS } from './api-docs-workflow.ts';

export type { ApiDoc, ApiOperationDoc } from './api-docs-types.ts';

/** Every operation's words in the OpenAPI document, one file per area; none may be missing. */
export const API_DOCS = {
  ...ACCOUNT_DOCS,
  ...REVIEW_DOCS,
  ...ANALYTICS_DOCS,
  ...INTEGRATION_DOCS,
  ...INSIGHT_DOCS,
  ...WORKFLOW_DOCS,
  ...REVIEW_REQUEST_DOCS,
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
