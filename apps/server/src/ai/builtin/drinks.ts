import { fold } from './text.ts';

/** Words that make a menu item something poured, in English and French (accents folded). */
const DRINK_WORDS =
  /(?:^|[^a-z])(?:negroni|spritz|old fashioned|mojito|margarita|martini|sangria|sour|mule|manhattan|daiquiri|paloma|bellini|mimosa|cosmopolitan|cocktail|mocktail|latte|cappuccino|espresso|americano|coffee|cafe|chai|wine|vin|vins|prosecco|champagne|beer|biere|ipa|lager|stout|cider|cidre|kombucha|soda|lemonade|limonade|juice|jus|smoothie|milkshake|whisky|whiskey|bourbon|gin|vodka|rum|rhum|tequila|mezcal|sake)(?![a-z])/;
/** Words that make it food whatever it was made with: "coffee cake", "beer-battered fish". */
const FOOD_WORDS =
  /(?:^|[^a-z])(?:salad|salade|cake|gateau|tart|tarte|pie|tiramisu|mousse|cream|creme|ice|glace|sauce|pudding|pouding|fondant|brownie|cookie|bread|pain|duck|canard|chicken|poulet|beef|boeuf|pork|porc|fish|poisson|ribs?|steak|burger|fries|frites|wings|mussels|moules|risotto|pasta|pates|sandwich|chips|chili)(?![a-z])/;

/** Whether a menu item is a drink: its thanks and apologies go to the bar, not the kitchen. */
export function isDrink(name: string): boolean {
  const folded = fold(name);
  return DRINK_WORDS.test(folded) && !FOOD_WORDS.test(folded);
}
