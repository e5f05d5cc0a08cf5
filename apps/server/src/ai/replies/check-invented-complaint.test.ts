import { describe, expect, it } from 'vitest';
import { analysedRequest, type InventedPlace } from '../../test/draft-requests.ts';
import { verifyDraft } from './verify-draft.ts';

// Invented wording, read by the real analysis: the check answers to what it reads as criticised.
const place: InventedPlace = {
  name: 'La Fougère',
  locationName: 'Rosemont',
  authorName: 'Ines Marchand',
  menu: [{ name: 'Gnocchi à la sauge' }, { name: 'Clafoutis aux cerises' }],
  staff: [{ name: 'Théo Lambert' }],
};

const complaint = (draft: string, review: string, rating: number, language: 'en' | 'fr') =>
  verifyDraft(draft, analysedRequest(place, review, rating), { language }).find(
    (c) => c.check === 'no-invented-complaint',
  )!;

describe('no-invented-complaint', () => {
  const slowBill =
    'The gnocchi were lovely and Théo was a delight, but we waited forty minutes for the bill.';

  it('passes an apology for what the guest criticised, in their words or the topic’s', () => {
    const draft =
      'Thank you, Ines. We are sorry about the wait for the bill, and we are looking at how we staff the floor.';
    expect(complaint(draft, slowBill, 3, 'en')).toMatchObject({ passed: true, detail: null });
  });

  it('fails an apology for prices the guest never criticised', () => {
    const draft =
      'Thank you, Ines. We are sorry about the wait and the prices; we are looking into both.';
    const check = complaint(draft, slowBill, 3, 'en');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([{ code: 'apologises-uncriticised', subject: 'price' }]);
    expect(check.detail).toBe('apologises for price, which the guest did not criticise');
  });

  it('passes a generic apology that names no topic', () => {
    const draft =
      'Thank you for writing, Ines. We are sorry your visit fell short of what you hoped for, and we would love to hear more.';
    expect(complaint(draft, slowBill, 3, 'en').passed).toBe(true);
  });

  it('reads France French: « désolés pour le service » when the guest only found the room cold', () => {
    const review =
      'Les gnocchis à la sauge étaient délicieux, mais la salle était glaciale, on a gardé nos manteaux tout le repas.';
    const named =
      'Merci Ines! Nous sommes désolés pour la salle glaciale, nous revoyons le chauffage.';
    expect(complaint(named, review, 3, 'fr').passed).toBe(true);
    const invented =
      'Merci Ines! Nous sommes désolés pour le froid et pour le service, nous en reparlons avec l’équipe.';
    expect(complaint(invented, review, 3, 'fr').problems).toEqual([
      { code: 'apologises-uncriticised', subject: 'service' },
    ]);
  });

  it('reads Québec French: « on s’excuse pour la propreté » after a complaint about the wait', () => {
    const review =
      'Le clafoutis était malade, mais on a attendu quarante-cinq minutes avant d’avoir nos plats pis personne nous a rien dit.';
    const named = 'Merci Ines! Toutes nos excuses pour l’attente, on travaille là-dessus.';
    expect(complaint(named, review, 3, 'fr').passed).toBe(true);
    const invented =
      'Merci Ines! On s’excuse pour l’attente et pour la propreté de la salle, on va corriger ça.';
    expect(complaint(invented, review, 3, 'fr').problems).toEqual([
      { code: 'apologises-uncriticised', subject: 'cleanliness' },
    ]);
  });

  it('reads a pace "during busy service" as the wait’s, and a slow service as a wait', () => {
    const review = 'Our server was warm and attentive, but we waited forty minutes for the bill.';
    const pace = 'We are sorry about the wait, and we are working on our pace during busy service.';
    expect(complaint(pace, review, 3, 'en').passed).toBe(true);
    const slow = 'We are sorry the service was so slow at the end of your meal.';
    expect(complaint(slow, review, 3, 'en').passed).toBe(true);
    const noise = 'We are sorry about the wait and the noise in the room.';
    expect(complaint(noise, review, 3, 'en').problems).toEqual([
      { code: 'apologises-uncriticised', subject: 'ambience' },
    ]);
  });
});
