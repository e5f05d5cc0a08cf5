import { describe, expect, it } from 'vitest';
import { fillTemplate, firstName, unknownPlaceholders } from './reply-templates.ts';

const all = {
  guest_first_name: 'Maya',
  location: 'Plateau',
  dish: 'duck confit',
  staff_first_name: 'Marco',
};

describe('filling a reply template', () => {
  it('fills every placeholder, in English and French', () => {
    expect(
      fillTemplate(
        'Thanks, {guest_first_name}! {staff_first_name} loved serving you the {dish} at {location}.',
        all,
      ),
    ).toBe('Thanks, Maya! Marco loved serving you the duck confit at Plateau.');
    expect(
      fillTemplate(
        'Merci {guest_first_name} ! Ravis que le {dish} vous ait plu à {location}.',
        all,
        'fr',
      ),
    ).toBe('Merci Maya ! Ravis que le duck confit vous ait plu à Plateau.');
  });

  it('leaves a missing guest name out with the comma or space that set it off (EN)', () => {
    const none = { ...all, guest_first_name: null };
    expect(fillTemplate('Thanks, {guest_first_name}!', none)).toBe('Thanks!');
    expect(fillTemplate('Thank you {guest_first_name}!', none)).toBe('Thank you!');
    expect(fillTemplate('Hi {guest_first_name}, thanks for coming.', none)).toBe(
      'Hi, thanks for coming.',
    );
    expect(fillTemplate('Thanks, {guest_first_name}, for coming.', none)).toBe(
      'Thanks for coming.',
    );
    expect(fillTemplate('{guest_first_name}, thank you for the kind words.', none)).toBe(
      'Thank you for the kind words.',
    );
    expect(
      fillTemplate('Dear {guest_first_name},\n\nSee you soon.', { guest_first_name: '  ' }),
    ).toBe('Dear,\n\nSee you soon.');
  });

  it('leaves a missing guest name out and keeps French spacing before ! and ? (FR)', () => {
    const none = { ...all, guest_first_name: undefined };
    expect(fillTemplate('Merci, {guest_first_name} !', none, 'fr')).toBe('Merci !');
    expect(fillTemplate('Merci {guest_first_name} pour votre visite !', none, 'fr')).toBe(
      'Merci pour votre visite !',
    );
    expect(fillTemplate('Bonjour {guest_first_name},\nÀ bientôt !', none, 'fr')).toBe(
      'Bonjour,\nÀ bientôt !',
    );
    expect(fillTemplate('{guest_first_name}, merci pour ce mot.', none, 'fr')).toBe(
      'Merci pour ce mot.',
    );
  });

  it('drops the sentence a missing dish or colleague belongs to, keeping the rest', () => {
    const none = { guest_first_name: 'Maya', location: 'Plateau' };
    expect(
      fillTemplate(
        'Thanks, {guest_first_name}! So glad you enjoyed the {dish}. {staff_first_name} says hi! See you at {location}.',
        none,
      ),
    ).toBe('Thanks, Maya! See you at Plateau.');
    expect(
      fillTemplate(
        'Merci {guest_first_name} ! Le chef est ravi que le {dish} vous ait plu.\n{staff_first_name} vous salue.\n\nÀ bientôt à {location} !',
        none,
        'fr',
      ),
    ).toBe('Merci Maya !\n\nÀ bientôt à Plateau !');
  });

  it('puts values in once, so a value shaped like a placeholder stays as written', () => {
    expect(fillTemplate('Thanks, {guest_first_name}!', { guest_first_name: '{dish}' })).toBe(
      'Thanks, {dish}!',
    );
  });
});

describe('template placeholders', () => {
  it('names the placeholders a template may not use', () => {
    expect(unknownPlaceholders('Hi {guest_first_name}, {first_name} {dish} {first_name}')).toEqual([
      'first_name',
    ]);
    expect(unknownPlaceholders('Thanks {location}!')).toEqual([]);
  });

  it('reads a first name, never an initial or a platform’s stand-in', () => {
    expect(firstName('Maya Roy')).toBe('Maya');
    expect(firstName('  Éloïse ')).toBe('Éloïse');
    expect(firstName('J. Smith')).toBeNull();
    expect(firstName('A Google User')).toBeNull();
    expect(firstName('Anonymous')).toBeNull();
    expect(firstName('Guest 4')).toBeNull();
    expect(firstName(null)).toBeNull();
  });
});
