import { describe, expect, it } from 'vitest';
import { draft, sentencesOf } from '../../test/grounded-reply-setup.ts';
import { staffNamedKindly } from './staff-kindly.ts';

// Drafts that sound like a manager (heard-aspects.ts, staff-kindly.ts): a fault the guest names
// in a good review gets a short apology naming it, never "your impressions are noted"; a quick
// wait is no complaint; a person thanked by a short or shared name is thanked by first name,
// in a complaint too. Invented wording, in English, fr-FR and fr-CA.

const FORM_LETTER = /impressions|noted|bonne note|notées|prenons note/i;
const APOLOGY = /sorry|apolog|désolé|excuses|pardon|navré|regrett/i;
const ROSTER = ['Ingrid Solberg', 'Katherine Doyle', 'Luc Martin', 'Luc Bérubé', 'Will Carter'];

describe('a fault in a good review', () => {
  it('is apologised for by name, once, in English', async () => {
    const { text } = await draft('Great night out, but the room was so loud we had to shout.', 4);
    const about = sentencesOf(text).filter((s) => /noise|loud|atmosphere/i.test(s));
    expect(about.length, text).toBe(1);
    expect(about[0], text).toMatch(APOLOGY);
    expect(text).not.toMatch(FORM_LETTER);
  });

  it('is apologised for by name in French (fr-FR), without « prenons bonne note de vos impressions »', async () => {
    const { text } = await draft(
      'Très bon dîner, mais la salle était beaucoup trop bruyante, on ne s’entendait pas.',
      4,
    );
    const about = sentencesOf(text).filter((s) => /bruit|ambiance|bruyant/i.test(s));
    expect(about.length, text).toBe(1);
    expect(about[0], text).toMatch(APOLOGY);
    expect(text).not.toMatch(/impressions/i);
  });

  it('hears a slow service as the wait (fr-CA)', async () => {
    const { text } = await draft(
      'Vraiment bon, la serveuse était fine mais c’était long en titi entre les plats.',
      4,
    );
    expect(text, text).toMatch(APOLOGY);
    expect(text, text).toMatch(/attente/i);
    expect(text).not.toMatch(FORM_LETTER);
  });

  it('never apologises for a wait the guest timed as quick', async () => {
    const { text } = await draft(
      'Packed on a Saturday but they got us a table in 10 minutes. The bao was great.',
      4,
    );
    expect(text, text).not.toMatch(APOLOGY);
    expect(text).not.toMatch(FORM_LETTER);
  });
});

describe('what a complaint says kindly', () => {
  it('never answers it with a form letter, in English or French', async () => {
    for (const [review, lang] of [
      ['The gnocchi were cold and gluey. The view from the terrace is gorgeous though.', 'en'],
      ['Les gnocchis étaient froids et pâteux. La vue sur le port est superbe, par contre.', 'fr'],
    ] as const) {
      const { text } = await draft(review, 2);
      expect(text, lang).toMatch(APOLOGY);
      expect(text, lang).not.toMatch(FORM_LETTER);
    }
  });
});

describe('a fault word beside praise', () => {
  it('is no complaint about what was praised (fr-FR)', async () => {
    const { text } = await draft('Le vin était tiède. Dommage, car les plats étaient bons.', 2);
    const sorry = sentencesOf(text).filter((s) => APOLOGY.test(s));
    expect(sorry.length, text).toBeGreaterThan(0);
    for (const s of sorry) expect(s, text).not.toMatch(/cuisine|plats/i);
  });
});

describe('staff thanked by the name the guest used', () => {
  const withRoster = { staff: ROSTER };

  it('thanks a short form by first name in a complaint, calmly (en)', async () => {
    const { text } = await draft(
      'Katie was lovely, no complaints there, but the gnocchi were cold and gluey.',
      2,
      withRoster,
    );
    const thanks = sentencesOf(text).filter((s) => s.includes('Katherine'));
    expect(thanks.length, text).toBe(1);
    expect(thanks[0]).not.toContain('!');
    expect(text).toMatch(APOLOGY);
  });

  it('thanks a short form in French (fr-CA) and a shared first name (fr-FR)', async () => {
    const caReply = await draft(
      'Katie était super gentille, mais les gnocchis étaient froids pis pâteux.',
      2,
      withRoster,
    );
    expect(caReply.text).toContain('Katherine');
    const frReply = await draft(
      'Luc a été adorable avec nous, mais l’attente était interminable.',
      3,
      withRoster,
    );
    expect(frReply.text).toMatch(/\bLuc\b/);
    expect(frReply.text).not.toMatch(/Martin|Bérubé/);
  });

  it('thanks nobody named with a fault, or a name that is only a word', () => {
    const known: string[] = [];
    expect(staffNamedKindly('Katie was rude and ignored us.', ROSTER, known)).toEqual([]);
    expect(staffNamedKindly('Will be back, everything was great!', ROSTER, known)).toEqual([]);
    expect(staffNamedKindly('Greatest brunch, lovely staff.', ['Greg Ames'], known)).toEqual([]);
    expect(staffNamedKindly('Kate was lovely.', ROSTER, known)).toEqual(['Katherine']);
    expect(staffNamedKindly('Kate was lovely.', ROSTER, ['Katherine'])).toEqual([]);
  });
});

describe('an aspect read both ways', () => {
  it('is never thanked when one of its words was read as a complaint (fr-FR)', async () => {
    const { text } = await draft(
      'Accueil glacial du directeur de salle quand nous sommes arrivés un peu en retard. Le gratin était bon mais l’ambiance était gâchée.',
      2,
    );
    expect(text, text).not.toMatch(/bons mots sur l’ambiance|merci[^.]*ambiance/i);
  });
});
