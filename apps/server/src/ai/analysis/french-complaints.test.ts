import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const topic = (text: string, stars: number, category: string) =>
  analyseReview(text, stars).categories.find((c) => c.category === category)?.polarity ?? null;

describe('French complaints as guests word them', () => {
  it('reads an intensifier after a complaint as "how much", not as praise', () => {
    expect(topic('Service d’une lenteur incroyable.', 2, 'service')).toBe('negative');
    expect(topic('Un service d’une gentillesse incroyable.', 5, 'service')).toBe('positive');
  });

  it('reads what was lacking as a complaint, and nothing lacking as none', () => {
    expect(topic('La nourriture manquait de goût, du début à la fin.', 2, 'food')).toBe('negative');
    expect(analyseReview('Il ne manquait rien, tout était parfait.', 5).sentiment.label).toBe(
      'positive',
    );
  });

  it('reads « Personne n’est venu » as nobody, not as a person', () => {
    expect(topic('Personne n’est venu nous voir une fois les plats servis.', 2, 'service')).toBe(
      'negative',
    );
  });

  it('reads « difficile de choisir » between two dishes as praise', () => {
    const text =
      'Service chaleureux et attentionné. Difficile de choisir entre la tarte au sucre et le pouding chômeur, les deux valaient le détour.';
    const menu = [{ name: 'tarte au sucre' }, { name: 'pouding chômeur' }];
    expect(analyseReview(text, 4, { menu }).sentiment.label).toBe('positive');
  });

  it('reads what was spoiled (« gâché ») as a complaint, and « ne gâche rien » as none', () => {
    const term = (text: string, stars: number, word: string) =>
      analyseReview(text, stars).aspects.find((a) => a.term === word)?.polarity ?? null;
    expect(term('Le tablier était bon mais l’ambiance était gâchée.', 2, 'ambiance')).toBe(
      'negative',
    );
    expect(topic('Le bruit a gâché notre soirée en terrasse.', 3, 'ambience')).toBe('negative');
    expect(topic('Belle vue sur le fleuve, ce qui ne gâche rien.', 5, 'ambience')).not.toBe(
      'negative',
    );
  });

  it('reads « carte de crédit » as a card and « à l’entrée » as the door, neither as food', () => {
    expect(topic('Facturé deux fois sur ma carte de crédit, aucun remboursement.', 1, 'food')).toBe(
      null,
    );
    expect(topic('On a attendu 30 minutes debout à l’entrée.', 2, 'food')).toBe(null);
  });
});
