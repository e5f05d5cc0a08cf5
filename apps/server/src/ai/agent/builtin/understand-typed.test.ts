import { describe, expect, it } from 'vitest';
import { spellOut } from './shorthand.ts';
import { understand, type Catalogue } from './understand.ts';

// Invented restaurant: "Le Comptoir Ida", two locations, a menu in both languages, short names.
const TODAY = '2026-06-10';
const catalogue: Catalogue = {
  locations: [
    { id: 'v', name: 'Le Comptoir Ida Villeray' },
    { id: 's', name: 'Le Comptoir Ida Saint-Henri' },
  ],
  menu: [
    { id: 'c', name: 'Roasted cauliflower steak' },
    { id: 'b', name: 'Bavette frites' },
    { id: 'i', name: 'Île flottante' },
    { id: 'd', name: 'Beignes à la cannelle', aliases: ['Cinnamon doughnuts'] },
  ],
  staff: [
    { id: 'm', name: 'Mohammed Saïdi', role: 'bartender' },
    { id: 'x', name: 'Maxime Leduc', role: 'server' },
  ],
};
const read = (q: string) => understand(q, TODAY, catalogue, 'Le Comptoir Ida');

describe('questions typed the way managers type them', () => {
  it('keeps a nickname that is also a unit ("mo") and spells the unit after a number', () => {
    expect(spellOut("how's mo doing")).toBe("how's mo doing");
    expect(spellOut('avg rating last 3 mo')).toBe('average rating last 3 months');
    const u = read("how's mo doing at the bar last 3 months");
    expect(u.intent).toBe('staff');
    expect(u.staff?.id).toBe('m');
    expect(u.period.range).toEqual({ startDate: '2026-03-11', endDate: TODAY });
  });

  it('names a dish by a clipping or in the other language', () => {
    expect(read('reviews mentioning the cauli steak in 2025').menuItem?.id).toBe('c');
    expect(read('how many times was the floating island mentioned').menuItem?.id).toBe('i');
    expect(read('how are the doughnuts doing since may').menuItem?.id).toBe('d');
  });

  it('reads "depuis le mois d’août" as since August', () => {
    const u = read("max a-tu été mentionné depuis le mois d'avril");
    expect(u.staff?.id).toBe('x');
    expect(u.period.range).toEqual({ startDate: '2026-04-01', endDate: TODAY });
  });

  it('reads complaints, replies, distributions and declines in plain words', () => {
    expect(read('what are people unhappy about lately').intent).toBe('rank_categories');
    expect(read("c'est qui qui se fait le plus plaindre cette année").intent).toBe('rank_staff');
    expect(read('how fast are we replying to reviews').intent).toBe('replies');
    expect(read('on répond vite aux avis à Villeray?').intent).toBe('replies');
    expect(read('give me the star split for Q1').intent).toBe('distribution');
    expect(read('réponds à tous les avis négatifs à ma place').intent).toBe('decline');
  });

  it('reads replies answered, which spot, ratings distributed, main issues and a season', () => {
    expect(read('% of reviews answered last month').intent).toBe('replies');
    expect(read("combien d'avis sans réponse").intent).toBe('replies');
    expect(read('which spot is doing worst').intent).toBe('rank_locations');
    expect(read('how are ratings distributed at Villeray').intent).toBe('distribution');
    expect(read('comment se répartissent les notes en mai').intent).toBe('distribution');
    expect(read('main issues at Villeray this month').intent).toBe('rank_categories');
    expect(read('which main is mentioned most').intent).toBe('rank_menu');
    const summer = read('how was our spring');
    expect(summer.intent).toBe('metrics');
    expect(summer.period.range).toEqual({ startDate: '2026-03-01', endDate: '2026-05-31' });
  });

  it('says it does not know a person asked about in a yes/no question', () => {
    const u = read('is Jessica getting good reviews');
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName?.kind).toBe('person');
    expect(read('are we doing well this month').intent).not.toBe('unknown_name');
  });
});
