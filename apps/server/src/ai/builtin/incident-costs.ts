import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { fold } from './text.ts';

type Aspect = ReviewUnderstanding['aspects'][number];

/**
 * What an incident costs the guest elsewhere ("waiting on a dentist bill", « la facture du
 * dentiste ») is the harm told, not this restaurant's bill nor a wait at its tables: an incident
 * reply apologises for the incident, never for "the wait for the bill" read from those words.
 */
const COST_OF_HARM =
  /\b(?:dentist|dental|doctor|medical|hospital|ambulance|vet|pharmacy|physio|er|urgent care|clinic)(?:'s)? (?:bills?|costs?|fees?|invoices?)\b|\b(?:factures?|frais|notes?) (?:du |de l'|de la |d')(?:dentiste|medecin|docteur|hopital|urgence|clinique|ambulance|pharmacie|veterinaire)\b|\bfrais (?:medicaux|dentaires|d'hopital)\b/;

/** The aspects left once those an incident's costs alone gave are set aside. */
export function withoutIncidentCosts(aspects: Aspect[], incident: boolean): Aspect[] {
  if (!incident) return aspects;
  return aspects.filter((a) => !COST_OF_HARM.test(fold(a.snippet)));
}
