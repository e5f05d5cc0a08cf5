import type { Period } from './dates.ts';

// The words of the kinds of question an operator asks beyond counts and mentions: one review,
// the menu's cuts, replies still waiting, month by month, one person's complaints
// (docs/product/agent.md#month-by-month-shares-and-trends).

/** Complaints or praise about someone named, not a ranking of the team. */
export const SAID_ABOUT =
  /\b(complaints?|complain\w*|praise\w*|compliments?|plaintes?|eloges?|reproch\w*|feedback|comments?|commentaires?) (about|for|on|regarding|against|sur|contre|pour|de|concernant)\b/;

export const ONE_REVIEW =
  /\b(worst|best|lowest rated|highest rated|harshest|nicest|meanest) review\b|\b(pire|meilleur) avis\b|\bavis le (?:plus (?:severe|dur|mechant|negatif|positif)|(?:mieux|moins bien) note)\b/;

export const OFF_MENU =
  /\b(off (?:the|our) menu|(?:remove|drop|cut|retire|axe) (?:\w+ ){0,3}?from (?:the|our) menu|(?:retirer|enlever|sortir|oter|lacher) (?:\w+ ){0,3}?(?:de la carte|du menu))\b/;

export const STILL_WAITING =
  /\b(still|waiting|unanswered|not (?:yet )?(?:been )?(?:answered|replied)|toujours|encore|en attente|sans reponse|pas (?:encore )?(?:eu de )?reponse)\b/;

/** A ranking's own words: "who gets the most complaints", « le plus de plaintes ». */
export const SUPERLATIVE =
  /\b(most|least|more|fewer|best|worst|top|who|which|le plus|la plus|les plus|le moins|meilleure?s?|pires?|qui|quel\w*)\b/;

export const PER_MONTH =
  /\b(per month|by month|each month|every month|month by month|month over month|monthly|month to month|par mois|mois par mois|chaque mois|mensuel\w*)\b/;

/** The last twelve calendar months, this one included. */
export function lastTwelveMonths(today: string): Period {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = m === 12 ? `${y}-01-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}-01`;
  return {
    range: { startDate: start, endDate: today },
    label: { kind: 'named', key: 'lastNMonths', n: 12 },
    explicit: false,
  };
}
