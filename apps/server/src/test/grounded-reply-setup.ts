import type { ReviewSignals } from '@tableside/domain/review-signals';
import { analyseReview } from '../ai/analysis/review-analysis.ts';
import { createBuiltinReplyEngine } from '../ai/builtin/reply-engine.ts';
import type { ReplyRequest } from '../ai/engine.ts';

/*
 * What the built-in engine's grounded-reply tests share (grounded-replies-*.test.ts in
 * apps/server/src/ai/builtin): an invented bistro, its menu and roster (nothing here comes from
 * the evaluation corpus), a review read by the real analysis, and the engine's draft of it.
 */
const MENU = [
  { name: 'Pork belly bao', aliases: ['bao'] },
  { name: 'Tarte au citron', aliases: ['Lemon tart'] },
  { name: 'Gnocchi', aliases: [] },
  { name: 'Smoked old fashioned', aliases: [] },
];
const STAFF = [
  { name: 'Ingrid Solberg', role: 'server', aliases: [] },
  { name: 'Luc Martin', role: 'server', aliases: [] },
  { name: 'Luc Bérubé', role: 'bartender', aliases: [] },
  { name: 'Alexander Roy', role: 'host', aliases: [] },
];
export const FACTS = {
  patio: 'Terrasse ouverte de juin à septembre. / Patio open June to September.',
  parking: 'Free parking behind the building after 6 pm.',
  incidents: 'Health or safety concerns: care@bistro-aurore.example or ask for Noor, the manager.',
};

export type Overrides = { signals?: Partial<ReviewSignals>; instructions?: string } & Partial<
  Omit<ReplyRequest, 'analysis'>
>;

export function request(text: string, rating: number, overrides: Overrides = {}): ReplyRequest {
  const { signals, instructions, ...rest } = overrides;
  const analysis = analyseReview(text, rating, { menu: MENU, staff: STAFF });
  return {
    review: { text, rating, authorName: 'Tess Moreau', language: null, source: 'google' },
    restaurant: {
      name: 'Bistro Aurore',
      locationName: 'Old Port',
      tone: 'friendly',
      instructions: null,
      signOff: null,
    },
    analysis: { ...analysis, signals: { ...analysis.signals, ...signals } },
    facts: FACTS,
    menu: MENU.flatMap((m) => [m.name, ...m.aliases]),
    menuEntries: MENU,
    staff: STAFF.map((s) => s.name),
    recentOpenings: [],
    additionalInstructions: instructions,
    maxLength: 1000,
    ...rest,
  };
}

const engine = createBuiltinReplyEngine();
export const draft = (text: string, rating: number, overrides: Overrides = {}) =>
  engine.draftWithNotes!(request(text, rating, overrides));
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);
