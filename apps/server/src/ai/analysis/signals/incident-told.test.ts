import { describe, expect, it } from 'vitest';
import { findIncidents } from './incidents.ts';
import { readSignals } from './signals.ts';
import { readSignalText } from './text.ts';

const kinds = (text: string, rating: number | null = 1) => {
  const read = readSignalText(text);
  return findIncidents(read.sentences, read.folded, rating)
    .map((i) => i.kind)
    .sort();
};

// Incidents told around their keyword: the pest described, the night in turns, the remark.
describe('incidents told around their keyword', () => {
  it.each([
    // hygiene: a pest, named or described, moving through the room
    ['Something small and furry darted under the bar while we ate.', ['hygiene']],
    ['A mouse ran along the baseboard right past our booth.', ['hygiene']],
    ['We saw two cockroaches near the pastry case.', ['hygiene']],
    ['Une coquerelle se promenait sur le mur à côté de notre table.', ['hygiene']],
    ["Une petite bestiole grise a traversé la salle pendant qu'on mangeait.", ['hygiene']],
    ['On a vu une souris près des toilettes.', ['hygiene']],
    // health authority: « c'est rendu au MAPAQ »
    ['Les photos sont rendues au MAPAQ.', ['health-authority']],
    // illness: a night in the bathroom, in turns; days off work
    ['We spent the night taking turns in the bathroom.', ['illness']],
    ['On a passé la nuit chacun notre tour aux toilettes.', ['illness']],
    ['Trois jours sans pouvoir travailler après ce souper.', ['illness']],
    ["Couldn't go to work for two days after that platter.", ['illness']],
    // allergy: the reaction told by its symptoms, beside the allergen
    ['After the tahini sauce my lips started tingling and my throat felt itchy.', ['allergy']],
    ['We said no peanuts. My son had trouble breathing halfway through dessert.', ['allergy']],
    ["Après le hoummos au sésame, j'avais de la misère à respirer.", ['allergy']],
    ['La lèvre à ma fille a enflé. On avait dit pas d’arachides.', ['allergy']],
    // foreign object: a bone bitten on, a tooth broken on it
    [
      'Bit into a shard of bone in my chicken wrap and cracked a molar.',
      ['foreign-object', 'injury'],
    ],
    ["J'ai croqué dans un bout d'os dans mon shish taouk.", ['foreign-object']],
    // injury: a wound named as someone's
    ["Still no call back about my son's burn from the fajita skillet.", ['injury']],
    ['Ma fille a encore sa brûlure au bras, merci pour rien.', ['injury']],
    // discrimination: a laugh at what a guest wears, a reply in English to French
    ['The cashier laughed and pointed at my hijab with his friend.', ['discrimination']],
    ['He asked if I was hot under all that, laughing, pointing at my head.', ['discrimination']],
    ['The host kept making jokes about my accent.', ['discrimination']],
    ['Le caissier riait en montrant du doigt mon voile.', ['discrimination']],
    ['Des remarques sur mon fauteuil toute la soirée.', ['discrimination']],
    ['Elle a répondu en anglais chaque fois même si je parlais en français.', ['discrimination']],
    [
      'He answered in English every time even though I spoke French. This is Montreal.',
      ['discrimination'],
    ],
  ] as const)('%s', (text, expected) => {
    expect(kinds(text)).toEqual([...expected]);
  });

  // The same words with no incident: these must stay silent.
  it.each([
    ['Fair warning: I was up all night. Thinking about the toum. Going back tomorrow!', 5],
    ['My kids ran across the patio to see the fountain, staff were lovely.', 5],
    ['The server pointed at my plate and laughed: I had licked it clean.', 5],
    ['We laughed about my accent with the owner, he is from Lyon too.', 5],
    ['The hostess wears a gorgeous hijab and was so welcoming.', 5],
    ['We took turns holding the baby all night, the staff were patient.', 4],
    ['The kids had so much fun they talked about the mouse-shaped cookies for days.', 5],
    ['La souris d’agneau était fondante, une tuerie.', 5],
    ['Le serveur parlait en anglais avec ses collègues pendant que je commandais, pas grave.', 4],
    ['Answered in English when I tried my bad French, then switched, very kind.', 5],
    ['The ribs fell off the bone, I chewed on the bones like a caveman.', 5],
    ['Le jarret se détachait de l’os, un délice.', 5],
    ['Bit into a bone-in chop, juicy and perfectly grilled.', 5],
    ['Loved the slow burn of the harissa, and my heartburn never came.', 5],
    ['Sesame crusted tuna made my lips tingle with the chili, so good.', 5],
    ['Killer tahini, to die for. Une tuerie!', 5],
    ['We spent the night dancing next door, the bathroom here was spotless.', 5],
    ['Deux jours sans pouvoir réserver, toujours plein.', 4],
  ] as const)('%s stays silent', (text, rating) => {
    expect(kinds(text, rating)).toEqual([]);
  });
});

// A claim that follows an incident is this place's, not another trade's review.
describe('claims after an incident', () => {
  it('keeps a fall with a lawyer and an insurance claim as incidents, not spam', () => {
    const text =
      'Slipped on the wet floor by the door and landed on my hip. The owner refused to give me his insurance info. My lawyer sent you a letter.';
    const { signals } = readSignals(text, 1);
    expect(signals.spam).toBeNull();
    expect(signals.incidents.map((i) => i.kind).sort()).toEqual(['injury', 'legal-threat']);
  });

  it('keeps a tooth broken on a bone with the dentist bill as incidents', () => {
    const text =
      "J'ai cassé une dent sur un morceau d'os dans les ailes. Facture du dentiste à venir.";
    const { signals } = readSignals(text, 1);
    expect(signals.spam).toBeNull();
    expect(signals.incidents.map((i) => i.kind)).toContain('injury');
  });

  it('reads a personal injury firm as the claim, not as an injury', () => {
    const text =
      'My wife has called a personal injury firm about the deposit. Expect their letter.';
    expect(readSignals(text, 1).signals.incidents.map((i) => i.kind)).toEqual(['legal-threat']);
  });

  it("still flags another trade's review that names a lawyer", () => {
    const text = 'The dentist was rude and the hygienist hurt me, my lawyer will hear about it.';
    expect(readSignals(text, 1).signals.spam).toBe('wrong-restaurant');
  });
});
