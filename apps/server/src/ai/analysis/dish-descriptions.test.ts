import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const menu = [
  { name: 'Flétan poêlé', aliases: ['Pan-seared halibut'] },
  { name: 'Latte à l’érable', aliases: ['Maple latte'] },
  { name: 'Pouding chômeur', aliases: ['Maple pudding cake'] },
  { name: 'Tarte au citron', aliases: ['Lemon tart'] },
  { name: 'Croque au canard confit', aliases: ['Duck confit croque'] },
  { name: 'Shakshuka', aliases: [] },
  { name: 'Ramen au porc effiloché', aliases: ['Pulled pork ramen'] },
  { name: 'Mimosa pamplemousse', aliases: ['Grapefruit mimosa'] },
];
const dishes = (text: string, stars: number, on = menu) =>
  Object.fromEntries(
    analyseReview(text, stars, { menu: on }).menuItems.map((d) => [d.item, d.polarity]),
  );

describe('dishes the guest names by what they are', () => {
  it('reads a kind of food as the one item of that kind, with the sentence’s verdict', () => {
    expect(dishes('The fish was dry and the sauce bland.', 2)).toEqual({
      'Flétan poêlé': 'negative',
    });
    expect(dishes('That spicy noodle bowl was incredible.', 5)).toEqual({
      'Ramen au porc effiloché': 'positive',
    });
    expect(dishes('Great brunch, though the sandwich was soggy.', 3)).toEqual({
      'Croque au canard confit': 'negative',
    });
  });

  it('narrows an item by its words and their kinds together, in English and French', () => {
    expect(
      dishes('The maple dessert was heavenly but the grapefruit cocktail was too sweet.', 4),
    ).toEqual({ 'Pouding chômeur': 'positive', 'Mimosa pamplemousse': 'negative' });
    expect(
      dishes('Le café à l’érable était tiède, mais les œufs à la tomate étaient parfaits.', 4),
    ).toEqual({ 'Latte à l’érable': 'negative', Shakshuka: 'positive' });
  });

  it('leaves a kind two items share, or a plain coffee, to no item', () => {
    expect(dishes('The dessert was lovely.', 5)).toEqual({});
    expect(dishes('The coffee was strong and the service quick.', 5)).toEqual({});
    const twoFish = [...menu, { name: 'Saumon sur planche de cèdre', aliases: [] }];
    expect(dishes('The fish was perfect.', 5, twoFish)).toEqual({});
  });

  it('does not read a kind said of another dish as the item', () => {
    expect(dishes('The fish tacos were bland.', 2)).toEqual({});
    expect(dishes('My son had the chicken fingers and they were awful.', 1)).toEqual({});
    expect(dishes('La soupe de poisson était froide.', 2)).toEqual({});
    expect(dishes('Le sandwich au porc effiloché était sec.', 2)).toEqual({});
    expect(dishes('The pulled pork sandwich was dry.', 2)).toEqual({});
    expect(dishes('Le sandwich au canard était sec.', 2)).toEqual({
      'Croque au canard confit': 'negative',
    });
  });
  it('reads « à côté de » as beside a dish, not a rib dish that holds it', () => {
    const desserts = [
      { name: 'Tarte au sucre', aliases: [] },
      { name: 'Poutine', aliases: [] },
    ];
    expect(dishes('Ne passez pas à côté de la tarte au sucre, croyez-moi.', 5, desserts)).toEqual({
      'Tarte au sucre': 'positive',
    });
    expect(dishes('Assis à côté de la cuisine, la poutine était froide.', 2, desserts)).toEqual({
      Poutine: 'negative',
    });
  });
});
