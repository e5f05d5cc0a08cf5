import type { Period } from './dates.ts';

// The words of the kinds of question an operator asks beyond counts and mentions: one review,
// the menu's cuts, replies still waiting, month by month, one person's complaints
// (docs/product/agent.md#month-by-month-shares-and-trends).

/** Complaints or praise about someone named, not a ranking of the team. */
export const SAID_ABOUT =
  /\b(complaints?|complain\w*|praise\w*|compliments?|plaintes?|eloges?|reproch\w*|feedback|comments?|commentaires?) (about|for|on|regarding|against|sur|contre|pour|de|concernant)\b/;

export const ONE_REVIEW =
  /\b(worst|best|lowest rated|highest rated|harshest|nicest|meanest) review\b|\b(pire|meilleur) avis\b|\bavis le (?:plus (?:severe|dur|mechant|negatif|positif)|(?:mieux|moins bien) note)\b/;

/**
 * "Give me 3 reviews that praise the staff", « montre-moi des avis qui se plaignent du service »:
 * reviews to read, quoted, not figures. Group 1 or 2 is the count when one is typed.
 */
export const SOME_REVIEWS =
  /\b(?:give|show|find|pull|send|list|get)(?: me| us)?(?: (\d{1,2}|a few|some|a couple of|two|three|four|five))? (?:of )?(?:the )?(?:(?:good|bad|positive|negative|recent|latest) )?reviews? (?:that|which|who|where|praising|complaining|mentioning|about|on)\b|\b(?:donne|donnez|montre|montrez|trouve|trouvez|sors|sortez)(?:-| )?(?:moi|nous)? (\d{1,2}|quelques|des|deux|trois|quatre|cinq)? ?avis (?:qui|sur|ou|a propos|positifs|negatifs)\b/;

export const OFF_MENU =
  /\b(off (?:the|our) menu|(?:remove|drop|cut|retire|axe) (?:\w+ ){0,3}?from (?:the|our) menu|(?:retirer|enlever|sortir|oter|lacher) (?:\w+ ){0,3}?(?:de la carte|du menu))\b/;

export const STILL_WAITING =
  /\b(still|waiting|unanswered|not (?:yet )?(?:been )?(?:answered|replied)|toujours|encore|en attente|sans reponse|pas (?:encore )?(?:eu de )?reponse)\b/;

/** A ranking's own words: "who gets the most complaints", « le plus de plaintes ». */
export const SUPERLATIVE =
  /\b(most|least|more|fewer|best|worst|top|who|which|le plus|la plus|les plus|le moins|meilleure?s?|pires?|qui|quel\w*)\b/;

export const PER_MONTH =
  /\b(per month|by month|each month|every month|month by month|month over month|monthly|month to month|par mois|mois par mois|chaque mois|mensuel\w*)\b/;

/** The last `n` calendar months (one to twelve), this one included. */
export function lastMonths(today: string, n: number): Period {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = y * 12 + (m - 1) - (n - 1);
  const start = `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}-01`;
  return {
    range: { startDate: start, endDate: today },
    label: { kind: 'named', key: 'lastNMonths', n },
    explicit: false,
  };
}

/** The last twelve calendar months, this one included. */
export const lastTwelveMonths = (today: string): Period => lastMonths(today, 12);
