import { describe, expect, it } from 'vitest';
import { readSignals } from './signals.ts';

const menu = ['Smoked brisket / Brisket', 'Tarte au citron', 'Cornbread'];
const spam = (text: string, rating: number | null = 5) =>
  readSignals(text, rating, 'en', menu).signals.spam;

describe('spam told by who speaks', () => {
  it.each([
    // The house's reply pasted as a review.
    [
      'Thanks so much for the lovely review, Dana! We are thrilled you had a good time and hope to see you again.',
      'off-topic',
    ],
    [
      'Merci pour votre gentil message, toute l’équipe est touchée. Au plaisir de vous recevoir de nouveau!',
      'off-topic',
    ],
    ['Thank you for choosing us and for the 5 stars! See you next time. - Owner', 'off-topic'],
    [
      "Merci à vous pour ce bel avis! On a bien hâte de vous recevoir à nouveau. L'équipe",
      'off-topic',
    ],
    // Someone who works for the house or sells to it.
    [
      'Former line cook. Tips were split with the owners and overtime never showed up on a paycheque.',
      'off-topic',
    ],
    [
      'Ils nous doivent trois factures de nettoyage de hottes depuis juin. Aucun retour.',
      'off-topic',
    ],
    ['I am a line cook here and the owner keeps our tips. Avoid working here.', 'off-topic', 1],
    ['Ne travaillez jamais ici, le gérant ne paie pas les heures supplémentaires.', 'off-topic', 1],
    ['We supply your seafood and are still waiting on payment for October.', 'off-topic', 1],
    // Another business advertising with a deal.
    ['Skip the line and come try our tacos two blocks from here, 15% off with code TACO15.', 'seo'],
    [
      'Venez plutôt à notre nouvelle brasserie rue Masson, -10 % sur présentation de ce message.',
      'seo',
    ],
    // A bare web address and a sale.
    ['Cheap printed menus and table tents for your restaurant at printfast-menus.com', 'seo'],
    ['Cheapest phone plans in Canada at mobilesaver.ca, use code SWITCH20!', 'seo'],
    // A shop's or a farm's template, another business's complaint.
    ['Reliable company, quality products, my purchase arrived in two days. Five stars.', 'seo'],
    [
      'Warranty refused, customer service hung up on me twice. Never buying from this store.',
      'wrong-restaurant',
      1,
    ],
    [
      'Le matelas est arrivé déchiré, garantie refusée, et le service client ne rappelle jamais.',
      'wrong-restaurant',
      1,
    ],
    ['The dentist was gentle and the hygienist explained everything.', 'wrong-restaurant'],
    ['Horrible pharmacy, waited 45 minutes for a prescription.', 'wrong-restaurant', 1],
    [
      'The owner is a terrible landlord, my apartment upstairs has had no heat for a month.',
      'wrong-restaurant',
      1,
    ],
    // Classified ads and offers to restaurants.
    ['Je vends mon char, Civic 2015, 80 000 km, écrivez-moi.', 'seo'],
    ['I make custom logos and menus for restaurants, see my portfolio at designbyray.ca', 'seo'],
    // Sponsors and internships sought.
    ['Wanna collab? I have 80k followers on Instagram, send me a DM', 'job-seeker'],
    ['Do you guys take interns? I study culinary arts at Mohawk College.', 'job-seeker'],
    [
      'Our soccer club is looking for sponsors for the spring season, would you be interested? Email me.',
      'job-seeker',
    ],
    // Test posts, keyboard noise, public affairs.
    ['testing testing', 'off-topic', 3],
    ['test', 'off-topic', 5],
    ['zxcvb hjklm dfgh', 'off-topic', 3],
    ['kjhgf', 'off-topic', 3],
    [
      'The province keeps raising taxes while the federal government does nothing. Vote accordingly.',
      'off-topic',
      1,
    ],
  ])('%j is %s', (text, kind, rating = 5) => {
    expect(spam(text, rating as number)).toBe(kind);
  });

  it.each([
    ['Thanks for the great brisket and the warm welcome, we will be back!', 5],
    ['Merci pour votre accueil, la tarte au citron était parfaite.', 5],
    ['My cousin works here and talked me into it. The cornbread alone is worth the drive.', 5],
    ['Our waiter said the schedule is brutal this month, poor guy. Food was slow but tasty.', 3],
    ['Used the 10% off code from your newsletter, the brisket was smoky and tender.', 5],
    ['Photos of our feast: https://photos.app.goo.gl/Abc123XyZ the brisket was perfect', 5],
    ['Best company for a birthday: good friends, great drinks, friendly staff.', 5],
    ['Great customer service, quick and friendly, purchase of gift cards was easy.', 5],
    ['Used to work here in college, still the best poutine in town.', 5],
    ['Ancienne serveuse moi-même, je reconnais un bon service. Bravo à l’équipe.', 5],
    ['Thank you for the lovely evening, we hope to see you again soon!', 5],
    ['Merci pour votre accueil chaleureux, au plaisir de vous revoir.', 5],
    ['20% off on Tuesdays, come try their tacos, best deal in town.', 5],
    ["Souper d'entreprise réussi, la compagnie était agréable.", 5],
    ["Party d'entreprise, toute la compagnie a eu du fun.", 5],
    ['Put the new chef to the test and she passed with flying colours.', 5],
    ['Mmmm!!', 5],
    ['BBQ 👌', 5],
    ['After the election debate we came in for drinks, lovely staff and a cozy room.', 4],
    ['Is there parking nearby? We circled the block twice.', 3],
    ['Stopped by after my dentist appointment, the soup was perfect for my sore jaw.', 4],
    ['Terrible leak from the ceiling right over our table, and nobody cared.', 1],
    ['Thank you for having us! The whole family loved it. - The Nguyen family', 5],
    ['Merci à vous pour ce beau souper, au plaisir!', 5],
    ['Psst', 5],
    ['Mmmmmm', 5],
    ['Do you take reservations? Call me back at 905-555-0111 please.', 3],
    ['Taxes included in the price, nice touch. Friendly staff.', 4],
    ['Vote for them in the best patio contest, they deserve it!', 5],
  ])('%j is a guest review', (text, rating) => {
    expect(spam(text, rating)).toBeNull();
  });
});
