import { describe, expect, it } from 'vitest';
import { contactIn } from './facts.ts';
import { draft, FACTS } from '../../test/grounded-reply-setup.ts';

// Questions answered from the restaurant's facts: asked in a review or alone, facts told location
// by location, a bilingual menu, and the contact address a reply gives.

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
