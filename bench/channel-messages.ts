/**
 * Whether every kind of channel message speaks the channel's language: each kind (bad review,
 * incident, overdue, assignment and test on a review; assignment and overdue on a social comment)
 * in English and French, for Slack and Teams, checked for the parts a reader sees — the guest's
 * date written in the channel's locale and the restaurant's time zone, a label over the excerpt,
 * and none of the other language's fixed words (the link's locale is chosen in deliver.ts and
 * covered by its tests).
 *
 *   node --import tsx bench/channel-messages.ts
 *
 * The expected date is formatted here with Intl, apart from the code under test.
 */
import * as lib from './lib.mjs';
import {
  slackPayload,
  teamsPayload,
  type AlertMessage,
} from '../apps/server/src/features/alert-channels/messages.ts';

const at = new Date('2026-11-20T15:30:00Z');
const timezone = 'America/Toronto';
const LOCALES = { en: 'en-US', fr: 'fr-FR' } as const;
/** Words only the other language's message may hold. */
const FOREIGN = {
  en: ['Ouvrir', ' sur 5', ' par ', 'publié'],
  fr: ['Open the', ' of 5 stars', ' by ', 'posted'],
} as const;
const LABEL = { en: /(review|comment), posted/, fr: /(avis|commentaire), publié le/ } as const;

const review = {
  id: 'r',
  locationId: 'l',
  locationName: 'Plateau',
  rating: 2,
  authorName: 'Julie',
  text: 'Cold soup.',
  reviewDate: at,
};
const comment = {
  id: 'c',
  locationId: 'l',
  locationName: 'Plateau',
  platform: 'instagram',
  authorName: 'julie.eats',
  text: 'Open on Monday?',
  commentedAt: at,
};
const KINDS: [string, Partial<AlertMessage>][] = [
  ['bad_review', { type: 'bad_review', review }],
  ['incident', { type: 'incident', review }],
  ['overdue', { type: 'overdue', review }],
  ['assignment', { type: 'assignment', review, assignee: 'Inès' }],
  ['test', { type: 'test', review: null }],
  ['comment assignment', { type: 'assignment', review: null, comment, assignee: 'Inès' }],
  ['comment overdue', { type: 'overdue', review: null, comment }],
];

lib.printMachine(lib.machineInfo());
let messages = 0;
let dated = 0;
let datable = 0;
let labelled = 0;
let clean = 0;
for (const [name, parts] of KINDS)
  for (const language of ['en', 'fr'] as const)
    for (const [kind, render] of [
      ['slack', slackPayload],
      ['teams', teamsPayload],
    ] as const) {
      const m = {
        language,
        deliveryId: 'd',
        restaurantId: 'x',
        restaurantName: 'Maison',
        timezone,
        link: `https://app.test/${language}/dashboard`,
        assignee: null,
        ...parts,
      } as AlertMessage;
      const body = JSON.stringify(render(m));
      const date = new Intl.DateTimeFormat(LOCALES[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: timezone,
      }).format(at);
      const hasItem = name !== 'test';
      messages += 1;
      if (hasItem) datable += 1;
      if (hasItem && body.includes(JSON.stringify(date).slice(1, -1))) dated += 1;
      if (hasItem && LABEL[language].test(body)) labelled += 1;
      const leaks = FOREIGN[language].filter((w) => body.includes(w));
      if (leaks.length === 0) clean += 1;
      else console.log(`${name} ${language} ${kind}: other language's words ${leaks.join(', ')}`);
    }
console.log(
  JSON.stringify({ messages, datable, dated, labelled, free_of_other_language: clean }, null, 1),
);
