import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match.ts';

// An invented restaurant, "Le Héron Bleu", and its team.
const TEAM = [
  { name: 'Kiara Lindqvist', role: 'server' },
  { name: 'Lucienne Aubry', role: 'serveuse' },
  { name: 'Colin Ferreira', role: 'bartender' },
  { name: 'Colette Duggan', role: 'server' },
  { name: 'Guillaume Ostrowski', role: 'barman' },
  { name: 'Skylar Whitlock', role: 'server' },
  { name: 'Simon Achebe', role: 'server' },
  { name: 'Simon Moreau', role: 'cook' },
  { name: 'Daniel Kowalczyk', role: 'host' },
  { name: 'Robert Quint', role: 'chef' },
];

const staff = (text: string) =>
  matchCatalogue(text, TEAM, 'staff').map((m) => m.name ?? { ambiguous: m.candidates });

describe('matchCatalogue: nicknames guests give the staff', () => {
  it('reads a doubled syllable that starts one first name as that person', () => {
    expect(staff('The burger was unreal and Kiki is a gem.')).toEqual(['Kiara Lindqvist']);
    expect(staff('Lulu nous a chouchoutés')).toEqual(['Lucienne Aubry']);
    // Not in lower case among capitals, and not a doubled word that is a dish.
    expect(staff('We had a kiki moment. Great food')).toEqual([]);
    expect(staff('The Baba au rhum was great')).toEqual([]);
  });

  it('keeps a doubled syllable ambiguous when it starts two first names', () => {
    const team = [...TEAM, { name: 'Kimberly Osei', role: 'host' }];
    const [mention] = matchCatalogue('Kiki was lovely', team, 'staff');
    expect(mention).toMatchObject({
      name: null,
      candidates: ['Kiara Lindqvist', 'Kimberly Osei'],
    });
  });

  it('reads a clipping that is a word only where the words say a person', () => {
    expect(staff('our server Sky was lovely')).toEqual(['Skylar Whitlock']);
    expect(staff('Thanks Sky, see you soon!')).toEqual(['Skylar Whitlock']);
    expect(staff('Pis Sky nous a servis en français.')).toEqual(['Skylar Whitlock']);
    expect(staff('Gui made us hot toddies.')).toEqual(['Guillaume Ostrowski']);
    expect(staff('Sky was blue over the terrace.')).toEqual([]);
    expect(staff('The Sky gave us a show at sunset.')).toEqual([]);
    expect(staff('Gui was great.')).toEqual([]);
  });

  it('tells two people a clipping may name apart by the role near it', () => {
    expect(staff('Col at the bar made a great negroni')).toEqual(['Colin Ferreira']);
    expect(staff('our server Col was kind')).toEqual(['Colette Duggan']);
    // Nothing tells them apart: ambiguous, credited to nobody.
    expect(staff('Thanks Col!')).toEqual([{ ambiguous: ['Colin Ferreira', 'Colette Duggan'] }]);
  });

  it('reads -y and -ie diminutives', () => {
    expect(staff('Danny seated us right away')).toEqual(['Daniel Kowalczyk']);
    expect(staff('Robbie came out of the kitchen to say hi')).toEqual(['Robert Quint']);
  });

  it('reads a diminutive of the whole first name, and a name less its final vowel', () => {
    const team = [
      { name: 'Nick Haldane', role: 'server' },
      { name: 'Tom Ferris', role: 'chef' },
      { name: 'Tessa Marchetti', role: 'host' },
    ];
    const names = (text: string) => matchCatalogue(text, team, 'staff').map((m) => m.name);
    expect(names('Cheers Nicky!')).toEqual(['Nick Haldane']);
    expect(names('Tommy came out to say hi')).toEqual(['Tom Ferris']);
    expect(names('Tess at the door remembered us')).toEqual(['Tessa Marchetti']);
    // A word, not a diminutive: no one.
    expect(names('The tiramisu was less sweet than last time')).toEqual([]);
  });

  it('keeps a first name two people share ambiguous', () => {
    expect(staff('Simon was great')).toEqual([{ ambiguous: ['Simon Achebe', 'Simon Moreau'] }]);
  });
});

describe('matchCatalogue: names written as guests write them', () => {
  const team = [
    { name: 'Margaux Dufresne', role: 'serveuse' },
    { name: 'Thibault Girard', role: 'chef' },
    { name: 'Devraj Singh', role: 'bartender' },
    { name: 'Noémie Ostiguy', role: 'serveuse' },
    { name: 'Rosalie Carrier', role: 'serveuse' },
    { name: 'William Okafor', role: 'owner' },
  ];
  const of = (text: string) =>
    matchCatalogue(text, team, 'staff').map((m) => m.name ?? { ambiguous: m.candidates });

  it('hears a French ending said "o" as the name it spells', () => {
    expect(of('Pis Margo est adorable.')).toEqual(['Margaux Dufresne']);
    expect(of('Merci à Tibo pour le dessert.')).toEqual(['Thibault Girard']);
  });

  it('reads a name in a text all in lower case when no dictionary knows it or a role is by it', () => {
    expect(of('our waitress margot was so sweet')).toEqual(['Margaux Dufresne']);
    expect(of('margo + the maple latte = my whole personality')).toEqual(['Margaux Dufresne']);
    expect(of('french toast 10/10 dev behind the bar we will be back')).toEqual(['Devraj Singh']);
    // A word is still a word: no role by it, and the dictionary knows it.
    expect(of('the dev team next door was loud')).toEqual([]);
  });

  it('reads a doubled second syllable and a two-letter clipping said to be someone', () => {
    expect(of('Le mimosa et Mimi au top')).toEqual(['Noémie Ostiguy']);
    expect(of('Ro était super patiente avec ma fille.')).toEqual(['Rosalie Carrier']);
    expect(of('Ro and I split the fries.')).toEqual([]);
  });

  it('reads "will" misspelling "definitely" as the word', () => {
    expect(of('the mimosas where perfect will defiantly be back')).toEqual([]);
    expect(of('Will definately be back')).toEqual([]);
  });
});

describe('matchCatalogue: two-letter nicknames', () => {
  it('reads "Em" as Emily, Emma or Émilie, and ambiguous between two of them', () => {
    const team = [
      { name: 'Emily Brennan', role: 'server' },
      { name: 'Noah Tessier', role: 'cook' },
    ];
    const names = (text: string, people = team) =>
      matchCatalogue(text, people, 'staff').map((m) => m.name ?? { ambiguous: m.candidates });
    expect(names('Em at the counter remembered my order!')).toEqual(['Emily Brennan']);
    expect(
      names('Em at the counter was lovely', [...team, { name: 'Emma Roy', role: 'host' }]),
    ).toEqual([{ ambiguous: ['Emily Brennan', 'Emma Roy'] }]);
    // Lower case among capitals, it is no name.
    expect(names('Then em, the food came. Great')).toEqual([]);
  });
});
