import type { FactTopic } from '@tableside/domain/restaurant-facts';
import type { IncidentKind, QuestionTopic } from '@tableside/domain/review-signals';
import type { Register } from './phrases.ts';
import type { ReplyAspect } from './reading.ts';

type ByRegister<T> = Record<Register, T>;

/**
 * The middle of a reply in one language, built from the review's analysis. Placeholders:
 * {dishes} (menu items, with their article), {staff} (first names), {aspects} (noun phrases),
 * {topic}, {fact}, {incident}, {contact}, {place}, {name}. A sentence is assembled from a lead
 * and a body where both are lists, so that forty drafts rarely share a sentence word for word.
 */
export type Lines = {
  dishPraise: ByRegister<string[]>;
  /** By how hard the guest was let down: `strong` for 1–2 stars, `mild` above. */
  dishCritique: { strong: string[]; mild: string[] };
  dishNoted: string[];
  /** The same for drinks alone: the bar, not the kitchen, hears of them. */
  drinkPraise: ByRegister<string[]>;
  drinkCritique: { strong: string[]; mild: string[] };
  staffPraise: ByRegister<string[]>;
  /** Criticised staff are not named: the service is. */
  /** `praisedToo` when the guest also praised the service: heard, without a blanket apology. */
  staffCritique: { strong: string[]; mild: string[]; praisedToo: string[] };
  staffNoted: string[];
  aspectPraise: ByRegister<string[]>;
  aspectCritique: { strong: string[]; mild: string[] };
  /**
   * A light thank-you for what the guest spoke well of where the reading could not call it
   * praise ("the view is lovely, I'll give them that" in a complaint): never "your impressions
   * are noted" (heard-aspects.ts).
   */
  aspectKindly: string[];
  /**
   * Said in a complaint that names nothing else the guest wrote about, of what the reading could
   * not place: passed on, without a verdict and without "your impressions are noted".
   */
  aspectPassedOn: string[];
  /**
   * Said when the guest judged nothing ("service was normal, food was ok"): what they wrote
   * about, acknowledged without thanks for praise or an apology.
   */
  aspectNoted: string[];
  /** One promise per aspect, said after the apology. */
  aspectFollowUps: Partial<Record<ReplyAspect, string[]>>;
  /** After a wait the guest blamed on the service ("service was slow"): its pace (follow-ups.ts). */
  serviceWaitFollowUps: string[];
  /** After prices, when the guest spoke of portions too. */
  pricePortionFollowUps: string[];
  aspect: Record<ReplyAspect, string>;
  /** {hazard}: what the guest warns could hurt someone (a wet floor), named with an apology. */
  hazard: string[];
  /** "the Duck confit", "notre confit de canard". */
  dish: (name: string) => string;
  list: (items: string[]) => string;
  /** How the question's topic is said: "groups", "les groupes". */
  topic: Record<QuestionTopic, string>;
  /** {topic} and {fact}. */
  answers: string[];
  /** {fact} opens with the topic's own words ("gift cards sold online…"): the topic is not said twice. */
  answersOwnTopic: string[];
  /** The fact is not known: the team will follow up. */
  followUps: string[];
  /** A question no topic names ("do you sell your sauce?"): a promised answer, no topic said. */
  otherFollowUps: string[];
  /** Hours asked for one day (a holiday, "le 24"): the usual hours may not hold, so confirmed. */
  dayFollowUps: string[];
  /** A booking asked for a date or a month: the standing fact is no yes, so the team follows up. */
  bookingFollowUps: string[];
  incident: Record<IncidentKind, string>;
  /** {object}: what the guest found in their food, named ("the hair"), for a foreign object. */
  incidentFound: string;
  /** The illness of the companion the guest names: {who} is "your husband", « votre conjoint ». */
  incidentIllOf: string;
  /** After a hygiene incident named by what was seen (hygiene-seen.ts): the standard, then what is done. */
  hygieneAction: { seen: string[]; undercooked: string[] };
  /** {incident}: named, serious, no cheer. */
  incidentAcknowledged: string[];
  incidentAction: string[];
  /** {dishes}: what the guest ate, checked without a verdict. */
  incidentDishes: string[];
  /** {contact}: an email or phone number from the facts, given because the person asked. */
  contactGiven: string[];
  /** {aspects}: what the team looks into after an incident no dish caused. */
  incidentAspects: string[];
  /** {aspects}: the review's other complaints, named briefly after the incident's own lines. */
  incidentOthers: string[];
  /** {staff}: someone the guest names kindly in an incident report, thanked without cheer. */
  incidentStaff: string[];
  /** {contact}: the restaurant's own words for who handles incidents. */
  incidentContact: string[];
  incidentContactGeneric: string[];
  /** The apology the person regenerating asked for ("apologize"), with nothing added. */
  apologyAsked: string[];
  /** A call offered because the person regenerating asked to ("offer a call"). */
  callOffered: string[];
  /** A welcome back, asked for by the person regenerating ("invite them back"). */
  welcomeBack: string[];
  /** {fact}: a statement the instructions ask to make. */
  statements: string[];
  /** Closing sentences in two halves for variety: `lead` then `body`. */
  closers: Record<
    'praise' | 'neutral' | 'complaint',
    ByRegister<{ lead: string[]; body: string[] }>
  >;
  incidentCloser: string[];
  /** After a question only: a welcome, never "again" (the guest may not have come yet). */
  inquiryClosers: string[];
};

/** Facts about topics the reply may state, in the fact's own words. */
export type FactsFor = Partial<Record<FactTopic, string>>;
