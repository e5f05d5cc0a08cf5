import { describe, expect, it } from 'vitest';
import type { ReviewSignals } from '@tableside/domain/review-signals';
import { analyseReview } from '../analysis/review-analysis.ts';
import type { ReplyRequest } from '../engine.ts';
import { contactIn } from './facts.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

// An invented bistro, its menu and roster: nothing here comes from the evaluation corpus.
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
const FACTS = {
  patio: 'Terrasse ouverte de juin à septembre. / Patio open June to September.',
  parking: 'Free parking behind the building after 6 pm.',
  incidents: 'Health or safety concerns: care@bistro-aurore.example or ask for Noor, the manager.',
};

type Overrides = { signals?: Partial<ReviewSignals>; instructions?: string } & Partial<
  Omit<ReplyRequest, 'analysis'>
>;

function request(text: string, rating: number, overrides: Overrides = {}): ReplyRequest {
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
const draft = (text: string, rating: number, overrides: Overrides = {}) =>
  engine.draftWithNotes!(request(text, rating, overrides));
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('grounded replies: what the guest praised and criticised', () => {
  it('thanks for the praised dish by its menu name and the server by first name', async () => {
    const { text } = await draft('The pork belly bao was incredible and Ingrid was lovely.', 5);
    expect(text.toLowerCase()).toContain('pork belly bao');
    expect(text).toContain('Ingrid');
    expect(text).not.toContain('Solberg');
  });

  it('never thanks for a dish whose praise the guest negated, in English or French', async () => {
    for (const [text, lang] of [
      ['The gnocchi were not that great, but the old fashioned was superb.', 'en'],
      [
        'Les gnocchi n’étaient pas terribles, par contre le smoked old fashioned était excellent.',
        'fr',
      ],
    ] as const) {
      const { text: reply } = await draft(text, 3);
      const about = sentencesOf(reply).filter((s) => /gnocchi/i.test(s));
      for (const sentence of about)
        expect(sentence, lang).not.toMatch(/glad|loved|enjoyed|delighted|ravis|aimé|plu/i);
    }
  });

  it('apologises for the criticised dish and never thanks for it', async () => {
    const { text } = await draft('The gnocchi were gluey and bland. Very disappointing.', 1);
    const about = sentencesOf(text).filter((s) => /gnocchi/i.test(s));
    expect(about.length).toBeGreaterThan(0);
    for (const sentence of about) {
      expect(sentence).toMatch(/sorry|apolog/i);
      expect(sentence).not.toMatch(/glad|loved|enjoyed|delighted/i);
    }
  });

  it('thanks a server the guest names kindly in a complaint, and keeps apologising', async () => {
    const { text } = await draft(
      'We waited an hour and the gnocchi were cold. Ingrid was lovely and kept apologising.',
      1,
    );
    expect(text).toContain('Ingrid');
    expect(text).toMatch(/sorry|apolog/i);
  });

  it('names nobody when two staff members share the name the guest used', async () => {
    const { text } = await draft('Luc was wonderful all evening.', 5);
    expect(text).not.toMatch(/\bLuc\b/);
  });
});

describe('grounded replies: questions', () => {
  it('answers from the facts, in the half written in the reply’s language', async () => {
    const en = await draft('Lovely dinner. Is your patio open in the summer?', 5, {
      signals: { questions: [{ topic: 'patio', span: 'Is your patio open in the summer?' }] },
    });
    expect(en.text).toMatch(/patio open June to September\./i);
    expect(en.text).not.toContain('Terrasse');
    const fr = await draft('Super souper. Est-ce que la terrasse est ouverte l’été?', 5, {
      signals: {
        questions: [{ topic: 'patio', span: 'Est-ce que la terrasse est ouverte l’été?' }],
      },
    });
    expect(fr.text).toMatch(/terrasse ouverte de juin à septembre\./i);
    expect(fr.text).not.toContain('Patio open');
  });

  it('says the team will follow up when the fact is unknown, and never invents one', async () => {
    const { text } = await draft('Great food! Do you sell gift cards?', 5, {
      signals: { questions: [{ topic: 'gift-cards', span: 'Do you sell gift cards?' }] },
    });
    expect(text).toMatch(/gift cards/);
    expect(text).toMatch(/get back to you|follow up/);
    expect(text).not.toMatch(/\$\d|online/);
  });

  it('answers in French with a fact written only in English by promising a follow-up', async () => {
    const { text } = await draft('Très bon repas. Y a-t-il du stationnement?', 5, {
      signals: { questions: [{ topic: 'parking', span: 'Y a-t-il du stationnement?' }] },
    });
    expect(text).not.toContain('Free parking');
    expect(text).toMatch(/reviendrons vers vous|va vous répondre/);
  });

  it('gives the usual hours for a holiday or a date, and promises to confirm that day', async () => {
    const facts = { ...FACTS, hours: 'Tous les jours 11 h 30–23 h. / Daily 11:30 am–11 pm.' };
    const hours = { questions: [{ topic: 'hours' as const, span: 'Vous êtes ouverts le 24?' }] };
    const fr = await draft('C’était bon. Vous êtes ouverts le 24?', 4, { facts, signals: hours });
    expect(fr.text).toMatch(/tous les jours 11 h 30–23 h\./i);
    expect(fr.text).toMatch(/confirmerons|reviendrons vers vous/);
    const en = await draft('Great night! Are you open on Christmas Eve?', 5, {
      facts,
      signals: { questions: [{ topic: 'hours', span: 'Are you open on Christmas Eve?' }] },
    });
    expect(en.text).toMatch(/daily 11:30 am–11 pm\./i);
    expect(en.text).toMatch(/confirm|get back to you/);
    const usual = await draft('Great night! What time do you open on Sundays?', 5, {
      facts,
      signals: { questions: [{ topic: 'hours', span: 'What time do you open on Sundays?' }] },
    });
    expect(usual.text).not.toMatch(/confirm|get back to you/);
  });

  it('names the bill, not the prices, for a service charge added without telling', async () => {
    const en = await draft('Cold gnocchi. They added an 18% service charge without telling us.', 2);
    expect(en.text).toMatch(/bill|service charge/i);
    expect(en.text).not.toMatch(/prices/i);
    const fr = await draft('Gnocchi froids. Des frais de service de 15 % ajoutés sans le dire.', 2);
    expect(fr.text).toMatch(/addition|frais de service/i);
    expect(fr.text).not.toMatch(/les prix/i);
  });

  it('does not say the topic twice when the fact opens with it', async () => {
    const facts = { ...FACTS, 'gift-cards': 'Gift cards sold online, any amount from $25.' };
    const span = 'Do you do gift cards?';
    const en = await draft(`Lovely gnocchi. ${span}`, 5, {
      facts,
      signals: { questions: [{ topic: 'gift-cards', span }] },
    });
    expect(en.text).toMatch(/gift cards sold online, any amount from \$25\./i);
    expect(en.text).not.toMatch(/gift cards:? gift cards/i);
  });

  it('answers a booking asked for a date with the fact, then offers to check that date', async () => {
    const facts = { ...FACTS, groups: 'Groups of 10 to 30 by phone; the back room seats 30.' };
    const span = 'Could we book the back room for a work party in December, about 20 of us?';
    const en = await draft(`Lovely gnocchi. ${span}`, 4, {
      facts,
      signals: { questions: [{ topic: 'groups', span }] },
    });
    expect(en.text).toMatch(/groups of 10 to 30 by phone/i);
    expect(en.text).toMatch(/that date|date you have in mind/);
    const frSpan = 'On aimerait réserver la terrasse pour un anniversaire le 12 juillet, possible?';
    const fr = await draft(`Super soirée. ${frSpan}`, 5, {
      signals: { questions: [{ topic: 'patio', span: frSpan }] },
    });
    expect(fr.text).toMatch(/terrasse ouverte de juin à septembre/i);
    expect(fr.text).toMatch(/cette date|la date que vous avez/);
    const plain = await draft('Lovely gnocchi. Do you take groups?', 4, {
      facts,
      signals: { questions: [{ topic: 'groups', span: 'Do you take groups?' }] },
    });
    expect(plain.text).not.toMatch(/that date|date you have in mind/);
  });

  it('covers a question asked with an edge that the analysis did not count, from the facts', async () => {
    const en = await draft('Cold gnocchi. And is there even parking around here?', 2, {
      signals: { questions: [] },
    });
    expect(en.text).toMatch(/free parking behind the building after 6 pm\./i);
    const fr = await draft('Pas de terrasse en été? Le service était lent.', 2, {
      signals: { questions: [] },
    });
    expect(fr.text).toMatch(/terrasse ouverte de juin à septembre\./i);
    // A complaint's "why" is not a question to answer, whatever it names.
    const why = await draft('Why is the patio always full? Slow service.', 2, {
      signals: { questions: [] },
    });
    expect(why.text).not.toMatch(/June to September|get back to you about/i);
  });
});

describe('grounded replies: a message that only asks', () => {
  it('answers the question from the facts, thanks for the question, assumes no visit', async () => {
    const { text } = await draft('Is the patio open in September?', 4);
    expect(text).toMatch(/question|reaching out|message|getting in touch/i);
    expect(text).toMatch(/June to September/);
    expect(text).not.toMatch(/visit|again|come back/i);
  });

  it('praises no dish the guest only asked about, in French', async () => {
    const { text } = await draft('Bonjour! Le gnocchi est-il végétarien ?', 4);
    expect(text).not.toMatch(/visite|de nouveau|fière|plaisir de lire/i);
    expect(text).not.toMatch(/gnocchi/i);
    expect(text).toMatch(/reviendrons vers vous|va vous répondre/);
  });

  it('still reads a question beside praise as a review', async () => {
    const { text } = await draft('The gnocchi was divine! Is the patio open in September?', 5);
    expect(text).toMatch(/gnocchi/i);
    expect(text).toMatch(/June to September/);
  });
});

describe('grounded replies: incidents and spam', () => {
  it('names the incident seriously, invites direct contact from the facts, no cheer, no promotion', async () => {
    const { text, unfollowed } = await draft(
      'After the pork belly bao my son had an allergic reaction. Nobody warned us about sesame.',
      1,
      {
        signals: { incidents: [{ kind: 'allergy', span: 'my son had an allergic reaction' }] },
        instructions: 'Mention our weekend brunch',
      },
    );
    expect(text).toMatch(/allergic reaction/);
    expect(text).toContain('care@bistro-aurore.example');
    expect(text).not.toContain('!');
    expect(text).not.toMatch(/glad|delighted|thrilled|brunch/i);
    expect(unfollowed).toEqual([{ instruction: 'our weekend brunch', reason: 'promotion' }]);
  });

  it('falls back on "contact us directly" when nobody is named for incidents', async () => {
    const { text } = await draft('Found a piece of glass in my gnocchi.', 1, {
      facts: {},
      signals: { incidents: [{ kind: 'foreign-object', span: 'a piece of glass' }] },
    });
    expect(text).toMatch(/foreign object/);
    expect(text).toMatch(/contact us directly/);
  });

  it('names every incident a guest reports, a third one and more included, in English and French', async () => {
    const incidents: ReviewSignals['incidents'] = [
      { kind: 'injury', span: 'cut my lip' },
      { kind: 'foreign-object', span: 'a piece of glass' },
      { kind: 'discrimination', span: 'because we are Black' },
      { kind: 'legal-threat', span: 'my lawyer' },
    ];
    const en = await draft(
      'Glass in my gnocchi, cut my lip. Treated like dirt. My lawyer will call.',
      1,
      {
        signals: { incidents },
      },
    );
    expect(en.text).toMatch(/injury/);
    expect(en.text).toMatch(/foreign object/);
    expect(en.text).toMatch(/discrimination/);
    expect(en.text).toMatch(/formal complaint/);
    const fr = await draft(
      'Du verre dans mes gnocchis, lèvre coupée. Mon avocat vous appellera.',
      1,
      {
        signals: { incidents },
      },
    );
    expect(fr.text).toMatch(/blessure/);
    expect(fr.text).toMatch(/discrimination/);
    expect(fr.text).toMatch(/recours/);
  });

  it('writes nothing for spam', async () => {
    const { text } = await draft('Best SEO agency in town, visit our site!', 5, {
      signals: { spam: 'seo' },
    });
    expect(text).toBe('');
  });
});

describe('grounded replies: regeneration instructions', () => {
  const review = 'The tarte au citron was perfect and Ingrid was so attentive. Is there parking?';
  const parking = { questions: [{ topic: 'parking' as const, span: 'Is there parking?' }] };

  it('answers with the facts the instructions give, rather than the stored ones', async () => {
    const { text } = await draft(review, 5, {
      signals: parking,
      instructions: 'Tell them there is a paid lot on Rue Wolfe',
    });
    expect(text).toContain('there is a paid lot on Rue Wolfe');
    expect(text).not.toContain('Free parking');
  });

  it('signs as asked, keeps under the word budget and drops exclamation marks and contractions', async () => {
    const { text } = await draft(review, 5, {
      signals: parking,
      instructions: 'Sign as Noor; under 45 words; no exclamation marks; more formal',
    });
    expect(text.trim().split('\n').at(-1)).toContain('Noor');
    expect(text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length).toBeLessThanOrEqual(45);
    expect(text).not.toContain('!');
    expect(text).not.toMatch(/n't|'re|'ll|'ve/);
  });

  it('signs "name, role" under a dash, and a closing phrase as written', async () => {
    const role = await draft(review, 5, { signals: parking, instructions: 'sign Noor – GM' });
    expect(role.text.trim().split('\n').at(-1)).toBe('— Noor, GM');
    const phrase = await draft(review, 5, {
      signals: parking,
      instructions: 'sign as Cheers, Noor',
    });
    expect(phrase.text.trim().split('\n').at(-1)).toBe('Cheers, Noor');
  });

  it('gives the email the person asks for from the facts, and reports one the facts lack', async () => {
    const given = await draft(review, 5, {
      signals: parking,
      instructions: 'pls add the email',
    });
    expect(given.text).toContain('care@bistro-aurore.example');
    expect(given.unfollowed).toEqual([]);
    const missing = await draft(review, 5, {
      signals: parking,
      instructions: 'add our phone number',
    });
    expect(missing.unfollowed).toEqual([
      { instruction: 'add our phone number', reason: 'missing-contact' },
    ]);
  });

  it('switches language, avoids what it is told to avoid, and reports what it cannot do', async () => {
    const en = await draft('Très bon souper, la tarte au citron était parfaite.', 5, {
      instructions: 'Répondre en anglais',
    });
    expect(en.text).toMatch(/\b(we|you|your)\b/i);
    expect(en.text).not.toMatch(/\b(nous|vous|merci)\b/i);
    const avoid = await draft(review, 5, { instructions: "Don't mention Ingrid" });
    expect(avoid.text).not.toContain('Ingrid');
    const tu = await draft('Très bon souper, la tarte au citron était parfaite.', 5, {
      instructions: 'Tutoyer la cliente',
    });
    expect(tu.unfollowed).toEqual([]);
    expect(tu.text).toMatch(/\b(tu|te|ton|ta|tes|toi)\b|\bt’/);
    expect(tu.text).not.toMatch(/\b(vous|votre|vos)\b/i);
    const nonsense = await draft(review, 5, { instructions: 'Write it as a limerick' });
    expect(nonsense.unfollowed).toEqual([
      { instruction: 'Write it as a limerick', reason: 'style' },
    ]);
  });
});

describe('grounded replies: a bilingual menu, facts told location by location', () => {
  it('names a dish in the reply’s language, the guest’s own words first', async () => {
    const en = await draft('That lemon tart was out of this world.', 5);
    expect(en.text.toLowerCase()).toContain('lemon tart');
    expect(en.text.toLowerCase()).not.toContain('tarte au citron');
    const fr = await draft('La tarte au citron était sublime.', 5);
    expect(fr.text.toLowerCase()).toContain('tarte au citron');
    // An older caller without the entries gets the menu's own name.
    const bare = await draft('That lemon tart was out of this world.', 5, {
      menuEntries: undefined,
    });
    expect(bare.text.toLowerCase()).toContain('tarte au citron');
  });

  const byPlace = {
    parking:
      'Old Port: paid lot on Rue Wolfe; Mile End: street parking only. / Mile End : stationnement dans la rue seulement.',
    hours: 'Old Port & Mile End: Tue–Sun 17:00–23:00; closed Mondays. Airport: daily 6:00–21:00.',
  };
  const asks = (topic: 'parking' | 'hours', span: string) => ({
    facts: byPlace,
    signals: { questions: [{ topic, span }] },
  });

  it('says what a fact told location by location says of this location only', async () => {
    const { text } = await draft(
      'Lovely evening. Where can we park?',
      5,
      asks('parking', 'Where can we park?'),
    );
    expect(text).toContain('paid lot on Rue Wolfe');
    expect(text).not.toMatch(/Mile End|street parking|Old Port:/);
    const hours = await draft(
      'Great meal. When are you open?',
      5,
      asks('hours', 'When are you open?'),
    );
    expect(hours.text).toContain('Tue–Sun 17:00–23:00; closed Mondays.');
    expect(hours.text).not.toMatch(/Airport|6:00/);
  });

  it('promises a follow-up when the reply’s language says nothing of this location', async () => {
    const { text } = await draft(
      'Très bon souper. Où peut-on se stationner?',
      5,
      asks('parking', 'Où peut-on se stationner?'),
    );
    expect(text).not.toMatch(/dans la rue seulement|Rue Wolfe/);
    expect(text).toMatch(/reviendrons vers vous|va vous répondre|répondre/);
  });

  it('promises an answer to a question no topic names, without naming a topic', async () => {
    const { text } = await draft('Loved it. Do you sell your hot sauce by the bottle?', 5, {
      signals: {
        questions: [{ topic: 'other', span: 'Do you sell your hot sauce by the bottle?' }],
      },
    });
    expect(text).toMatch(/get back to you|come back to you/);
    expect(text).not.toMatch(/about your question/);
  });
});

describe('grounded replies: what an incident reply looks into', () => {
  it('looks at the dish the guest suspects, never the one they loved', async () => {
    const { text } = await draft(
      'The gnocchi were lovely but there was a shard of plastic in the pork belly bao.',
      2,
      { signals: { incidents: [{ kind: 'foreign-object', span: 'a shard of plastic' }] } },
    );
    expect(text).not.toMatch(/gnocchi/i);
  });

  it('ties no dish to a fall, and thanks the server named kindly, without cheer', async () => {
    const { text } = await draft(
      'Ingrid was wonderful and the gnocchi were great, but a loose chair leg gave way and I hurt my wrist.',
      3,
      { signals: { incidents: [{ kind: 'injury', span: 'I hurt my wrist' }] } },
    );
    expect(text).not.toMatch(/gnocchi/i);
    expect(text).toContain('Ingrid');
    expect(text).not.toContain('!');
  });
});

describe('grounded replies: staff by the name the guest used', () => {
  it('thanks a first name two people share when the guest says it kindly, never when unkindly', async () => {
    const kind = await draft('Luc was a delight and the gnocchi were perfect.', 5);
    expect(kind.text).toContain('Luc');
    expect(kind.text).not.toMatch(/Martin|Bérubé/);
    const unkind = await draft('Luc was rude and ignored us all night. The gnocchi were fine.', 4);
    expect(unkind.text).not.toContain('Luc');
  });

  it('thanks someone a complaint names kindly by a short form of the name', async () => {
    const { text } = await draft(
      'Cold gnocchi and a forty minute wait. Alex was sweet about it, but still.',
      2,
    );
    expect(text).toMatch(/sorry|apolog/i);
    expect(text).toContain('Alex');
  });
});

describe('grounded replies: what a short or torn review judged', () => {
  it('thanks a server a complaint names kindly and never unkindly, even when the analysis is torn', async () => {
    const { text } = await draft(
      'Two stars and both are for Ingrid. Ingrid was one of the best servers we have had. The gnocchi were cold and the bao was dry. Ingrid took it off the bill.',
      2,
    );
    expect(text).toMatch(/sorry|apolog/i);
    expect(text).toContain('Ingrid');
  });

  it('hears what the guest judged both ways, without thanks or apology for it', async () => {
    const { text } = await draft('Really good, but LOUD. Like, can’t-hear-your-date loud.', 4);
    // Named by what the guest said of the room: its noise.
    expect(text).toMatch(/the noise/);
    expect(text).not.toMatch(/sorry|apolog/i);
  });

  it('reads a few words of taste alone as the food', async () => {
    const { text } = await draft('Toujours aussi bon 👌', 5);
    expect(text).toMatch(/cuisine/);
  });
});

describe('contactIn', () => {
  it('gives the address that starts as typed, else the first one the facts hold', () => {
    const facts = {
      groups: 'Parties of 12 or more: party@fern-and-fig.example.',
      incidents: 'Concerns: hello@fern-and-fig.example or call 613 555 0142.',
    };
    expect(contactIn(facts, 'email', 'hello@')).toBe('hello@fern-and-fig.example');
    expect(contactIn(facts, 'email', null)).toBe('party@fern-and-fig.example');
    expect(contactIn(facts, 'phone', null)).toBe('613 555 0142');
    expect(contactIn({}, 'email', null)).toBeNull();
  });
});

describe('grounded replies: drinks go to the bar', () => {
  it('apologises for a drink on behalf of the bar, not the kitchen, and names it once', async () => {
    const { text } = await draft('The smoked old fashioned was watered down. Not great.', 2);
    expect(text).toMatch(/smoked old fashioned/i);
    expect(text).toMatch(/\bbar\b/i);
    expect(text).not.toMatch(/kitchen|chef|cooks/i);
    expect(text).not.toMatch(/sorry about the drinks/i);
  });

  it('thanks for a drink in French on behalf of the bar', async () => {
    const { text } = await draft('Le smoked old fashioned était parfait, bravo!', 5);
    expect(text).toMatch(/smoked old fashioned/i);
    expect(text).toMatch(/\bbar\b/i);
    expect(text).not.toMatch(/cuisine|brigade|chef/i);
  });
});
