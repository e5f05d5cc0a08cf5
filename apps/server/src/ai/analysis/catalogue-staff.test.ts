import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match.ts';

const names = (
  text: string,
  entries: Parameters<typeof matchCatalogue>[1],
  kind: 'menu' | 'staff',
) => matchCatalogue(text, entries, kind).map((m) => m.name);

describe('matchCatalogue: staff as guests name them', () => {
  const staff = [
    { name: 'Jennifer Park', role: 'server' },
    { name: 'William Ortiz', role: 'bartender' },
    { name: 'Élodie Marchand', role: 'chef' },
    { name: 'Paul Girard', role: 'serveur' },
    { name: 'Paul Fontaine', role: 'barman' },
    { name: 'Nathaniel Brown', role: 'host' },
  ];

  it('knows common nicknames and clipped first names', () => {
    expect(names('Jenny was a star', staff, 'staff')).toEqual(['Jennifer Park']);
    expect(names('Ask Will for a negroni', staff, 'staff')).toEqual(['William Ortiz']);
    expect(names('Nate greeted us', staff, 'staff')).toEqual(['Nathaniel Brown']);
    expect(names('Elod was kind', staff, 'staff')).toEqual(['Élodie Marchand']);
    // A clipping of three letters is too often a word; only the nickname table knows those.
    expect(names('Will the Ale be cold?', [{ name: 'Alexandre Petit' }], 'staff')).toEqual([]);
  });

  it('knows Portuguese nicknames, -i clippings and -inho diminutives', () => {
    const team = [
      { name: 'Gabriela Souza' },
      { name: 'Beatriz Lima' },
      { name: 'Paulo Reis' },
      { name: 'José Barros' },
    ];
    expect(names('Gabi was lovely', team, 'staff')).toEqual(['Gabriela Souza']);
    expect(names('Bia nous a bien servis', team, 'staff')).toEqual(['Beatriz Lima']);
    expect(names('Paulinho came out from the grill', team, 'staff')).toEqual(['Paulo Reis']);
    expect(names('Zé took care of us', team, 'staff')).toEqual(['José Barros']);
  });

  it('knows French clipped first names, and keeps them ambiguous between two people', () => {
    const team = [{ name: 'Olivier Roy' }, { name: 'Julie Caron' }];
    expect(names('Oli est passé nous voir, Jules aussi', team, 'staff')).toEqual([
      'Olivier Roy',
      'Julie Caron',
    ]);
    const [mention] = matchCatalogue('Jules was lovely', [...team, { name: 'Julie Lam' }], 'staff');
    expect(mention).toMatchObject({ name: null, candidates: ['Julie Caron', 'Julie Lam'] });
  });

  it('reads the initials of a compound first name, in capitals only', () => {
    const team = [
      { name: 'Jean-François Tremblay' },
      { name: 'Marie-Ève Roy' },
      { name: 'Jean Roy' },
    ];
    expect(names('Merci à JF pour ses conseils', team, 'staff')).toEqual([
      'Jean-François Tremblay',
    ]);
    expect(names('ME at the door, JF at the bar', team, 'staff')).toEqual([
      'Marie-Ève Roy',
      'Jean-François Tremblay',
    ]);
    expect(names('jf was there', team, 'staff')).toEqual([]);
  });

  it('keeps the case rule for nicknames that are words', () => {
    expect(names('We will be back', staff, 'staff')).toEqual([]);
    // All in lower case, "will" is a name by the words after it: "will made", not "will be".
    expect(names('we will be back, will made the best mojito', staff, 'staff')).toEqual([
      'William Ortiz',
    ]);
  });

  it('reads a name that is a word as the word when the words after it say so', () => {
    const team = [...staff, { name: 'Rose Tremblay' }];
    expect(names('Will definitely be back!', team, 'staff')).toEqual([]);
    expect(names('Bill came to $180 for two.', team, 'staff')).toEqual([]);
    expect(names('Rosé was lovely. Rose seated us.', team, 'staff')).toEqual(['Rose Tremblay']);
    expect(names('Bill was so kind to our kids.', team, 'staff')).toEqual(['William Ortiz']);
    // A first name that is a dictionary word, in lower case among capitals, is the word.
    const hunter = [{ name: 'Hunter Wells' }];
    expect(names("The hunter's stew was hearty.", hunter, 'staff')).toEqual([]);
    expect(names('Hunter makes the best Caesar.', hunter, 'staff')).toEqual(['Hunter Wells']);
    expect(names('hunter makes the best caesar', hunter, 'staff')).toEqual(['Hunter Wells']);
  });

  it('reads a compound first name as one person, whole, clipped or by its initials', () => {
    const team = [
      { name: 'Marie-Pier Gauthier' },
      { name: 'Pierre-Olivier Dubé' },
      { name: 'Olivier Roy' },
      { name: 'Jean-Sébastien Morin' },
    ];
    expect(names('Marie-Pier found us a table', team, 'staff')).toEqual(['Marie-Pier Gauthier']);
    expect(names('Pierre-Olivier pis son équipe', team, 'staff')).toEqual(['Pierre-Olivier Dubé']);
    expect(names('Chef P-O came out, then J.S. poured', team, 'staff')).toEqual([
      'Pierre-Olivier Dubé',
      'Jean-Sébastien Morin',
    ]);
    expect(names('Jean-Seb nous a fait goûter une bière', team, 'staff')).toEqual([
      'Jean-Sébastien Morin',
    ]);
  });

  it('keeps two people of one first name as an ambiguity', () => {
    const [mention] = matchCatalogue('Paul was lovely', staff, 'staff');
    expect(mention).toMatchObject({
      name: null,
      candidates: ['Paul Girard', 'Paul Fontaine'],
    });
  });

  it('tells them apart by an initial or a role next to the name', () => {
    expect(names('Paul F. knows his wines', staff, 'staff')).toEqual(['Paul Fontaine']);
    expect(names('Paul au bar nous a gâtés', staff, 'staff')).toEqual(['Paul Fontaine']);
    expect(names('notre serveur Paul', staff, 'staff')).toEqual(['Paul Girard']);
  });

  it('reads "la gérante" as the one general manager, and no one when two could be meant', () => {
    const team = [
      { name: 'Inès Caron', role: 'directrice générale / general manager' },
      { name: 'Hugo Petit', role: 'serveur' },
    ];
    expect(names('La gérante nous a remboursés', team, 'staff')).toEqual(['Inès Caron']);
    const two = [...team, { name: 'Lou Marin', role: 'directeur de salle' }];
    expect(names('La gérante nous a remboursés', two, 'staff')).toEqual([]);
  });

  it('resolves a title one person holds, not a role many hold', () => {
    expect(names('Le chef est venu nous saluer', staff, 'staff')).toEqual(['Élodie Marchand']);
    expect(names('The server forgot us', staff, 'staff')).toEqual([]);
  });

  it('knows Québec and France diminutives and more English nicknames', () => {
    const team = [
      { name: 'Élisabeth Moreau' },
      { name: 'Luc Poirier' },
      { name: 'Geneviève Caron' },
      { name: 'Michael Chen' },
      { name: 'Karine Lapointe' },
    ];
    expect(names('Babeth est adorable', team, 'staff')).toEqual(['Élisabeth Moreau']);
    expect(names('Lulu at the bar rocks', team, 'staff')).toEqual(['Luc Poirier']);
    expect(names('Merci à Vivi!', team, 'staff')).toEqual(['Geneviève Caron']);
    expect(names('Mikey was great', team, 'staff')).toEqual(['Michael Chen']);
    expect(names('Kary is the best', team, 'staff')).toEqual(['Karine Lapointe']);
    const more = [{ name: 'Antoine Roy' }, { name: 'Cédric Boivin' }, { name: 'Patrice Ouimet' }];
    expect(names('Toine, Ced et Pat', more, 'staff')).toEqual([
      'Antoine Roy',
      'Cédric Boivin',
      'Patrice Ouimet',
    ]);
    // "Flo" is Florence and Florian alike: two of them stay an ambiguity.
    const flo = [{ name: 'Florence Aubin' }, { name: 'Florian Girard' }];
    expect(matchCatalogue('Flo was a sweetheart', flo, 'staff')[0]).toMatchObject({ name: null });
  });

  it('reads « Ti- » before a first name as that person: « Ti-Paul » is Paul', () => {
    const team = [{ name: 'Paul Thériault', role: 'propriétaire' }, { name: 'Jean Roy' }];
    expect(names('Ti-Paul est venu nous jaser ça', team, 'staff')).toEqual(['Paul Thériault']);
    expect(names('Thanks Ti-Jean for the tour', team, 'staff')).toEqual(['Jean Roy']);
    expect(names('On a soupé rue Jean-Talon', team, 'staff')).toEqual([]);
  });

  it('reads capital initials that are also a stop word: « MA » is Marc-André', () => {
    const team = [{ name: 'Marc-André Gagnon' }];
    expect(names('MA était au bar', team, 'staff')).toEqual(['Marc-André Gagnon']);
    expect(names('ma blonde a aimé ça', team, 'staff')).toEqual([]);
  });

  it('reads a surname after a word of address when one person has it', () => {
    const team = [
      { name: 'Catherine Lambert' },
      { name: 'Michael Chen' },
      { name: 'Guillaume Côté', role: 'chef' },
      { name: 'Stéphanie Roy' },
      { name: 'Alexandre Roy' },
    ];
    expect(names('Mme Lambert nous a placés', team, 'staff')).toEqual(['Catherine Lambert']);
    expect(names('Thanks Mr. Chen', team, 'staff')).toEqual(['Michael Chen']);
    expect(names('M. Chen', team, 'staff')).toEqual(['Michael Chen']);
    expect(names("Mr. O'Brien was rude", [{ name: "Michael O'Brien" }], 'staff')).toEqual([
      "Michael O'Brien",
    ]);
    expect(names('le chef Côté se surpasse', team, 'staff')).toEqual(['Guillaume Côté']);
    // A surname alone is a word too often (« à côté »), and two Roys are nobody in particular.
    expect(names('assis à côté de la porte', team, 'staff')).toEqual([]);
    expect(names('Mme Roy était là', team, 'staff')).toEqual([]);
  });

  it('keeps first names that are words apart from the word: "un petit marc de Bourgogne"', () => {
    const team = [{ name: 'Marc Dubois' }, { name: 'Violette Blanc' }];
    expect(names('un petit marc de Bourgogne, une crème à la violette', team, 'staff')).toEqual([]);
    expect(names('Marc nous a servis', team, 'staff')).toEqual(['Marc Dubois']);
  });

  it('tells two people apart by where they work, not by what they handled', () => {
    const team = [
      { name: 'Nicolas Martin', role: 'sommelier' },
      { name: 'Nicolas Bernard', role: 'serveur' },
    ];
    const [handled] = matchCatalogue('Nico brought the wrong wine twice', team, 'staff');
    expect(handled).toMatchObject({ name: null });
    // The name and the title both read as the one sommelier.
    expect(new Set(names('Nico the sommelier picked a great one', team, 'staff'))).toEqual(
      new Set(['Nicolas Martin']),
    );
    expect(names('Paul at the bar was great', staff, 'staff')).toEqual(['Paul Fontaine']);
    expect(
      names(
        'Paul en salle, Paul en cuisine',
        [...staff, { name: 'Paul Roy', role: 'chef' }],
        'staff',
      ),
    ).toEqual(['Paul Girard', 'Paul Roy']);
  });

  it('reads a short clipping that is no word, the end of a first name and a spelling by sound', () => {
    const team = [
      { name: 'Rosalind Hart', role: 'host' },
      { name: 'Evangeline Moss', role: 'server' },
      { name: 'Sarah Klein', role: 'server' },
      { name: 'Allan Brodie', role: 'bartender' },
    ];
    expect(names('Ros found us a table', team, 'staff')).toEqual(['Rosalind Hart']);
    expect(names('Thanks to Geline for the wine tips', team, 'staff')).toEqual(['Evangeline Moss']);
    expect(names('Sara looked after us', team, 'staff')).toEqual(['Sarah Klein']);
    expect(names('Alan at the bar made my night', team, 'staff')).toEqual(['Allan Brodie']);
    expect(names('Dominic was our server', [{ name: 'Dominik Kraus' }], 'staff')).toEqual([
      'Dominik Kraus',
    ]);
    // In lower case the clipping is no name, and a word of the dictionary is no clipping.
    expect(names('the ros was pink', team, 'staff')).toEqual([]);
    expect(names('Age was no problem', [{ name: 'Agathe Roy' }], 'staff')).toEqual([]);
  });

  it('reads a name after an article in lower case as the word', () => {
    const team = [{ name: 'Wren Malloy', role: 'server' }];
    expect(names('A wren sang on the patio', team, 'staff')).toEqual([]);
    expect(names('Wren sang happy birthday to my son', team, 'staff')).toEqual(['Wren Malloy']);
    expect(names('we loved wren, she was great', team, 'staff')).toEqual(['Wren Malloy']);
  });
});

describe('matchCatalogue: the grill is the kitchen', () => {
  const team = [
    { name: 'Samir Aoun', role: 'serveur' },
    { name: 'Samir Daher', role: 'chef' },
  ];
  it('tells two namesakes apart by "au grill" / "at the grill", as by "at the bar"', () => {
    expect(names('Samir au grill nous a fait des brochettes parfaites', team, 'staff')).toEqual([
      'Samir Daher',
    ]);
    expect(names('Samir at the grill was on fire tonight', team, 'staff')).toEqual(['Samir Daher']);
    // Not as what someone did: "grilled" is no role, and Samir alone stays ambiguous.
    expect(names('Samir grilled the kafta', team, 'staff')).toEqual([null]);
  });
});
