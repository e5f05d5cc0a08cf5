import { describe, expect, it } from 'vitest';
import { readSignals } from './signals.ts';
import { spamFeatures } from './spam-features.ts';
import { foldText } from './text.ts';

// Invented texts, none of them in the training data (training/data/spam-examples.jsonl) nor in
// the eval sets: spam worded in ways no cue list names, and guests who look like spam.
describe('learned spam over many voices', () => {
  it.each([
    [
      'We boost restaurants to the top three on Google Maps in 30 days or your money back. Text Alex at 438-555-0190.',
      5,
    ],
    [
      'Gagnez 500 $ par jour depuis chez vous grâce au trading automatique, inscription gratuite sur notre site.',
      5,
    ],
    ['Free spins and a 200% welcome bonus on our new online casino, sign up today!', 5],
  ] as const)('flags spam no rule names: %j', (text, rating) => {
    expect(readSignals(text, rating).signals.spam).not.toBeNull();
  });

  it.each([
    [
      "J'ai attendu une heure mon plat de pâtes, il était froid et la serveuse n'a pas daigné s'excuser. Je veux être remboursée.",
      1,
    ],
    [
      "We booked with OpenTable and the host couldn't find us, but the lamb shank made up for it.",
      4,
    ],
    ['Better than the Thai place next door honestly, the green curry here has real heat.', 5],
    [
      "Ordered through Uber Eats, the burger was cold and the fries were limp. The kitchen clearly doesn't care.",
      1,
    ],
    ["I'M NEVER COMING BACK. THE FISH WAS RAW AND THE WAITER LAUGHED AT US.", 1],
    [
      'Mon chum a trouvé un cheveu dans sa soupe pis le gérant a rien fait. On va le dire à tout le monde.',
      1,
    ],
  ] as const)('never flags a guest who looks like spam: %j', (text, rating) => {
    expect(readSignals(text, rating).signals.spam).toBeNull();
  });

  it('reads a word by its first letters, so its inflections meet', () => {
    const features = spamFeatures(foldText('Nous recrutons, investissez 250 $'), 5);
    expect(features.get('w:recru')).toBe(1);
    expect(features.get('w:inves')).toBe(1);
    expect(features.get('w:#')).toBe(1);
    expect(spamFeatures(foldText('On recrute'), 5).get('w:recru')).toBe(1);
  });
});

describe('keyboard noise', () => {
  it.each([
    ['hjklhjkl', 5],
    ['zzzzzzzz', 1],
    ['azerty azerty', 3],
  ] as const)('calls keys in a row or one letter held down off-topic: %j', (text, rating) => {
    expect(readSignals(text, rating).signals.spam).toBe('off-topic');
  });

  it.each([
    ['Azerbaijani dumplings were a treat!', 5],
    ['Yummm', 5],
    ['Mmmm', 5],
  ] as const)('leaves a guest alone: %j', (text, rating) => {
    expect(readSignals(text, rating).signals.spam).toBeNull();
  });
});
