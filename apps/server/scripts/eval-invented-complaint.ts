/**
 * How the no-invented-complaint draft check (`src/ai/replies/check-invented-complaint.ts`) judges
 * an apology a language model might add, against the reply scorer's own verdict from the labels
 * (`eval-reply-complaints.ts`):
 *   npm run -s eval:invented-complaint -- [--split dev|test|all] [--verbose]
 *
 * Each built-in draft of the split gets one apology sentence more per topic ("We're sorry about
 * the prices.", « Nous sommes désolés pour le bruit. »). The scorer says from the labels whether
 * that sentence invents a complaint; the check, reading the runtime analysis as the product does,
 * whether it fails the draft for that topic (or the contradiction check does, for a topic the guest
 * praised: the check leaves those to it). A hit is both; a miss, the scorer alone; a false
 * alarm, the check alone. The test split is read only for final figures (eval/README.md).
 */
import { parseArgs } from 'node:util';
import { expectedLanguage, verifyDraft } from '../src/ai/replies/verify-draft.ts';
import { loadCorpus } from '../eval/corpus.ts';
import { draftCorpus } from './eval-drafts.ts';
import { inventedComplaints } from './eval-reply-complaints.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    verbose: { type: 'boolean', default: false },
  },
});
const split = values.split;
if (split !== 'dev' && split !== 'test' && split !== 'all')
  throw new Error('--split is dev, test or all');

/** Topic → the apology added, in English and in French, and the check's subject for it. */
const APOLOGIES: Record<string, { en: string; fr: string }> = {
  food: { en: "We're sorry about the food.", fr: 'Nous sommes désolés pour la cuisine.' },
  drinks: { en: "We're sorry about the drinks.", fr: 'Nous sommes désolés pour les boissons.' },
  service: { en: "We're sorry about the service.", fr: 'Nous sommes désolés pour le service.' },
  wait: { en: "We're sorry about the wait.", fr: 'Nous sommes désolés pour l’attente.' },
  price: { en: "We're sorry about the prices.", fr: 'Nous sommes désolés pour les prix.' },
  ambience: { en: "We're sorry about the noise.", fr: 'Nous sommes désolés pour le bruit.' },
  cleanliness: {
    en: "We're sorry about the cleanliness.",
    fr: 'Nous sommes désolés pour la propreté.',
  },
};

const corpus = loadCorpus();
const drafts = await draftCorpus(corpus, split);
const tally = new Map<string, { hit: number; miss: number; alarm: number; pass: number }>();
const examples: string[] = [];
for (const d of drafts) {
  const language = expectedLanguage(d.request);
  for (const [topic, said] of Object.entries(APOLOGIES)) {
    const sentence = language === 'fr' ? said.fr : said.en;
    // Topics only: no dish or person is named, so the scorer's catalogue terms are not needed.
    const gold = inventedComplaints(d, sentence, () => []).length > 0;
    // Caught by the check, or by the contradiction check when the guest praised the topic.
    const fired = verifyDraft(`${d.text} ${sentence}`, d.request, { language }).some(
      (c) =>
        (c.check === 'no-invented-complaint' || c.check === 'no-contradiction') &&
        (c.problems ?? []).some((p) => p.subject === topic && p.code.startsWith('apologises')),
    );
    const t = tally.get(topic) ?? { hit: 0, miss: 0, alarm: 0, pass: 0 };
    if (gold && fired) t.hit++;
    else if (gold) t.miss++;
    else if (fired) t.alarm++;
    else t.pass++;
    tally.set(topic, t);
    if (values.verbose && gold !== fired)
      examples.push(`- ${d.review.id} ${topic}: ${fired ? 'false alarm' : 'missed'}`);
  }
}

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
console.log(
  `No-invented-complaint check on one added apology per topic, ${split} split: ${drafts.length} drafts\n`,
);
console.log('| topic | invented (scorer) | caught | not invented | false alarms |');
console.log('| --- | --- | --- | --- | --- |');
const all = { hit: 0, miss: 0, alarm: 0, pass: 0 };
for (const [topic, t] of tally) {
  for (const k of Object.keys(all) as (keyof typeof all)[]) all[k] += t[k];
  console.log(
    `| ${topic} | ${t.hit + t.miss} | ${pct(t.hit, t.hit + t.miss)} | ${t.alarm + t.pass} | ${pct(t.alarm, t.alarm + t.pass)} |`,
  );
}
console.log(
  `| **all** | ${all.hit + all.miss} | ${pct(all.hit, all.hit + all.miss)} | ${all.alarm + all.pass} | ${pct(all.alarm, all.alarm + all.pass)} |`,
);
if (values.verbose) for (const line of examples) console.log(line);
