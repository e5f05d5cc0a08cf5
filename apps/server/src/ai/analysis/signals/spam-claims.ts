import { words } from './text.ts';

/**
 * What follows an incident on the premises: the guest's lawyer, the owner's insurance, the
 * dentist's bill for a broken tooth. Words of another trade elsewhere, here they are the claim,
 * so a review that tells an incident is read for spam without them.
 */
export const CLAIM = words`
  (?:my|our) (?:lawyers?|attorneys?)|(?:his|her|their|your|the owner's|the restaurant's) (?:insurance|insurer)|insurance (?:info|information|details|company|claim|policy)
  (?:dentist|dental|medical|hospital|doctor|er)(?:'s)? (?:bills?|invoices?|costs?|fees)|(?:bills?|invoices?) (?:from|for) (?:the |my |our )?(?:dentist|dental work|doctor|hospital|er)
  (?:mon|ma|notre|nos|mes) avocate?s?|(?:son|leur|votre|ses|leurs|vos) assurances?|(?:infos?|informations?|coordonnees|numero|police) d'assurance|assurance responsabilite
  (?:factures?|frais) (?:du|de|chez le|de mon|de ma) (?:dentiste|medecin|hopital|clinique)|frais (?:medicaux|dentaires|d'hopital)
`;

/** The text with its claim words blanked, or null when it has none. */
export function withoutClaims(folded: string): string | null {
  if (!CLAIM.test(folded)) return null;
  return folded.replace(new RegExp(CLAIM.source, 'gu'), ' ');
}
