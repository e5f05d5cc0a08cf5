import type { ApiOperation } from './api-access.ts';
import type { ApiOperationDoc } from './api-docs-types.ts';

// Review intelligence: keywords, menu, staff, aliases and corrections (composed into API_DOCS, api-docs.ts).

export const INSIGHT_DOCS = {
  'insights.keywords': {
    summary: 'List the keyword occurrences',
    description:
      'Every keyword found in the reviews of the location (or `all`) over the period, with counts and polarity. Occurrence lists answer a page (`offset`, `limit`) with `total` beside `data`.',
    routes: {
      'GET /v1/location/{id}/keywords/category/{category}/occurrences': {
        summary: 'List the keyword occurrences of a category',
        description:
          'The keywords of one review category over the period, with counts and polarity, a page at a time with `total` beside `data`.',
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
      'GET /v1/location/{id}/menu/removed-mentions': {
        summary: 'List the dish mentions taken off the lists',
        description:
          'The dish mentions of the location (or `all`) over the period that a person removed (not about the dish) or moved to another dish: the review excerpt, the dish the analysis named, where it went, who corrected it and when. Undoing the correction under `entry_id` restores one.',
      },
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
      'GET /v1/location/{id}/staff/removed-mentions': {
        summary: 'List the staff mentions taken off the lists',
        description:
          'The staff mentions of the location (or `all`) over the period that a person removed (not about the person) or moved to another person: the review excerpt, the person the analysis named, where it went, who corrected it and when. Undoing the correction under `entry_id` restores one.',
      },
      'GET /v1/staff-member/{id}/removed-mentions': {
        summary: 'List a person’s mentions taken off their profile',
        description:
          'The mentions of staff member `id` over the period, at the locations the user may see, that a person removed or moved to another person; as the location’s list. 404 if the person is not the restaurant’s.',
      },
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
      'GET /v1/staff-member/newcomer-suggestion': {
        summary: 'List people guests name who are not on the roster',
        description:
          'First names guests gave someone working there ("our server Priya") in at least two reviews of one location, not on the roster there (by name, first name or alias) and not dismissed: most named first, with the location and up to three example reviews. Adding the person through `POST /v1/staff-member` ends the suggestion.',
      },
      'POST /v1/staff-member/newcomer-suggestion/dismiss': {
        summary: 'Dismiss a person guests name',
        description:
          'Hides the suggestion for `name` at every location, for good, audited; the roster is unchanged. Dismissing it again changes nothing.',
      },
    },
  },
} as const satisfies Partial<Record<ApiOperation, ApiOperationDoc>>;
