import { describe, expect, it } from 'vitest';
import { INCIDENT_KINDS } from '@tableside/domain/review-signals';
import { classifyIncidents, incidentModel } from './incident-classifier.ts';
import { DENSE_SIZE } from './incident-features.ts';
import { findIncidents } from './incidents.ts';
import { readSignalText } from './text.ts';

const read = (text: string, rating: number, learnt = true) => {
  const { sentences, folded } = readSignalText(text);
  return findIncidents(sentences, folded, rating, learnt);
};

describe('the learnt incident classifier', () => {
  it('reads an illness told as what happened, in words no rule lists', () => {
    const english =
      'Lovely waiter. My partner spent most of the night on the bathroom floor after the clams and missed work the next day.';
    expect(read(english, 3, false)).toEqual([]);
    expect(read(english, 3)).toEqual([
      {
        kind: 'illness',
        span: 'My partner spent most of the night on the bathroom floor after the clams and missed work the next day.',
      },
    ]);
    const quebec = 'Mon chum a passé la nuitte penché sur la bécosse après les calmars.';
    expect(read(quebec, 2, false)).toEqual([]);
    expect(read(quebec, 2).map((i) => i.kind)).toEqual(['illness']);
  });

  it('reads incidents told in voices the rules do not know, each as its kind', () => {
    for (const [text, rating, kind] of [
      [
        'The hostess ignored my friend in the hijab all night and only talked to us.',
        1,
        'discrimination',
      ],
      [
        "J'avais dit que j'étais allergique aux arachides, pis y en avait dans la sauce.",
        2,
        'allergy',
      ],
    ] as const) {
      expect(read(text, rating, false), text).toEqual([]);
      expect(
        read(text, rating).map((i) => i.kind),
        text,
      ).toEqual([kind]);
    }
    // Told as events the rules read too; the classifier agrees on the kind.
    for (const [text, rating, kind] of [
      ["Ma mère a trébuché sur le tapis déchiré et s'est cassé le poignet.", 2, 'injury'],
      ['Y avait un cheveu dans ma soupe.', 2, 'foreign-object'],
      ['The cook sneezed into his hands and went right back to plating.', 1, 'hygiene'],
      [
        "My husband couldn't keep anything down the whole next day after the chicken curry.",
        2,
        'illness',
      ],
    ] as const) {
      const { sentences } = readSignalText(text);
      expect([...classifyIncidents(sentences, rating).kinds.keys()], text).toEqual([kind]);
      expect(
        read(text, rating).map((i) => i.kind),
        text,
      ).toEqual([kind]);
    }
  });

  it('leaves incident words without an incident alone', () => {
    for (const [text, rating] of [
      ['That pastry is criminally good.', 5],
      ['The view is sick and the burger is killer.', 5],
      ["I'd sue for that recipe. Best lasagna in town.", 5],
      ['Sick of waiting, the food was cold and the waiter rude.', 2],
      ["C'est écœurant comme c'est bon, mon chum capotait.", 5],
      ['My husband the lawyer loved the steak.', 4],
      ['I told them about my shellfish allergy and they took great care of me.', 5],
    ] as const)
      expect(read(text, rating), text).toEqual([]);
  });

  it('hears a diet asked about, with no allergy, warning or reaction told, as no allergy', () => {
    for (const [text, rating] of [
      [
        "J'ai appelé pour savoir si vous aviez des options sans gluten et on m'a raccroché au nez.",
        1,
      ],
      ['Asked twice whether the fries were gluten free, got an eye roll. Rude.', 1],
    ] as const)
      expect(read(text, rating), text).toEqual([]);
  });

  it('leaves the look-alikes alone', () => {
    for (const [text, rating] of [
      ['Sick of waiting 40 minutes for a burger. Never again.', 2],
      ["C'était malade! La meilleure poutine de ma vie.", 5],
      ['The steak was overcooked and the fries were cold.', 2],
      [
        'I told them about my nut allergy and they were so careful, the chef came out to explain every dish.',
        5,
      ],
      ['Great patio and friendly staff, the tacos are killer.', 5],
    ] as const)
      expect(read(text, rating), text).toEqual([]);
  });

  it('reads the same review the same way every time', () => {
    const { sentences } = readSignalText('We were both up all night after the oysters. Awful.');
    const first = classifyIncidents(sentences, 1);
    expect(classifyIncidents(sentences, 1)).toEqual(first);
    expect(classifyIncidents([], 1)).toEqual({ kinds: new Map(), likeliest: null });
  });

  it('ships one output per kind and one for any incident', () => {
    const model = incidentModel();
    expect(model.kinds).toEqual([...INCIDENT_KINDS]);
    expect(model.bias).toHaveLength(INCIDENT_KINDS.length + 1);
    expect(model.dense).toHaveLength((INCIDENT_KINDS.length + 1) * DENSE_SIZE);
    for (const row of Object.values(model.sparse)) expect(row).toHaveLength(model.bias.length);
    expect(Number.isFinite(model.threshold) && Number.isFinite(model.anyThreshold)).toBe(true);
  });
});
