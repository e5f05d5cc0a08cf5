import { placesOf } from '../src/ai/analysis/signals/spam-elsewhere.ts';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';
import { topicVerdicts } from '../src/ai/builtin/topic-verdicts.ts';
import { loadCorpus } from '../eval/corpus.ts';
const corpus = loadCorpus();
const want = process.argv[2] ?? 'cleanliness';
const groups = new Map(corpus.groups.map((g) => [g.id, g]));
for (const r of corpus.reviews) {
  if (r.split !== 'dev' || r.spam) continue;
  const gp = (r.aspects as Record<string, string>)[want];
  if (gp !== 'negative' && gp !== 'mixed') continue;
  const g = groups.get(r.group)!;
  const menu = g.menu.map((i) => ({ name: i.names[0]!, aliases: [...i.names.slice(1), ...i.aliases] }));
  const staff = g.staff.filter((s) => s.locations.includes(r.location)).map((m) => ({ name: m.fullName, role: m.role }));
  const res = analyseReview(r.text, r.stars, { menu, staff, locations: placesOf(g.locations, r.location) });
  const v = topicVerdicts({ text: r.text, rating: r.stars }, res, staff.map((s) => s.name));
  const got = v.find((c) => c.category === want)?.polarity;
  if (got === 'negative' || got === 'conflict') continue;
  console.log(`${r.id} ${r.stars}★ [${got}] ${r.text.slice(0, 400)}\n   verdicts: ${v.map((c) => c.category + ':' + c.polarity).join(' ')}`);
}
