import { createBuiltinReplyEngine } from '../src/ai/builtin/reply-engine.ts';
import { verifyDraft, expectedLanguage } from '../src/ai/replies/verify-draft.ts';
const e = createBuiltinReplyEngine();
let fails = 0, n = 0;
for (const tone of ['friendly', 'formal', 'fun', 'neutral'] as const)
  for (const rating of [1, 2, 3, 4, 5])
    for (const [author, text] of [['Paul Roy', ''], ['A Google User', ''], ['Zoé', 'Top!'], ['Jim', 'Great'], ['Anne', 'Bof'], ['Lu', 'Très bien'], ['Kim', 'ok']])
      for (const so of [null, 'Marco', 'The team']) {
        const req: any = { review: { text, rating, authorName: author, language: null, source: 'google' }, restaurant: { name: 'Chez Léo', locationName: 'Centre', tone, instructions: null, signOff: so }, menu: [], staff: [], recentOpenings: [], maxLength: 4096 };
        const t = await e.draftReply(req);
        const f = verifyDraft(t, req, { language: expectedLanguage(req) }).filter((c) => !c.passed);
        n++;
        if (f.length) { fails++; if (fails < 15) console.log(rating, tone, JSON.stringify(text), so, '|', t.replace(/\n/g, ' / '), '|', f.map((c) => c.check + ':' + c.detail).join(';')); }
      }
console.log({ n, fails });
