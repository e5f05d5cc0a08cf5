import { describe, expect, it } from 'vitest';
import { expectedBone } from './expected-bone.ts';
import { findIncidents } from './incidents.ts';
import { readSignalText } from './text.ts';

const kinds = (text: string, rating = 2) => {
  const read = readSignalText(text);
  return findIncidents(read.sentences, read.folded, rating).map((i) => i.kind);
};

describe('a bone where bones are expected', () => {
  it.each([
    'There was a whole bone in my fish!',
    'Found a bone in my fish.',
    'The halibut had a big bone in it, disappointing for the price.',
    'Il y avait une grosse arête dans mon poisson.',
    'Une arête entière dans le filet de truite, bof.',
  ])('is no foreign object: %s', (text) => {
    expect(kinds(text)).not.toContain('foreign-object');
  });

  it.each([
    'Found a bone in my chicken burger.',
    'J’ai trouvé un os dans mon burger.',
    'There was a bone in my fish, I nearly choked.',
    'Bit down on a shard of bone in the trout and cracked a molar.',
    'The "boneless" wings were full of bones.',
    'Le filet de truite « sans arêtes » était plein d’arêtes.',
  ])('stays an incident when hurt, a shard, sold boneless or no bony dish: %s', (text) => {
    expect(kinds(text).length, text).toBeGreaterThan(0);
  });

  it('reads the sentence, not the word alone', () => {
    expect(expectedBone('A whole bone in the fillet.')).toBe(true);
    expect(expectedBone('A bone and a piece of plastic in my fish.')).toBe(false);
    expect(expectedBone('The soup was cold.')).toBe(false);
  });
});
