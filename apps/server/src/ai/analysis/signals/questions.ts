import type { ReviewSignals } from '@tableside/domain/review-signals';
import { questionTopicOf } from './question-topics.ts';
import { words, type SignalSentence } from './text.ts';

/**
 * Questions a guest asks the owner (docs/product/review-understanding.md#signals), in English,
 * France and Québec French. A question is a sentence that asks for information: a question mark
 * with an asking form, the owner addressed or a topic named; or, without a question mark, an
 * asking form that names a topic ("any chance you have a patio", "je me demande si vous avez
 * des options véganes"). Rhetorical questions ("Seriously?", "C'est une blague?") are not asked.
 */

/** Asking announced rather than asked: "I wanted to ask if…", "was hoping to find out whether…". */
const WANTING_TO_ASK = String.raw`(?:wanted|want|wanna|hoping|hoped|trying|love|like|need|meant|great|good|nice|helpful|useful) to (?:ask|know|find out|check|see) (?:if|whether|when|what|how|about)|lmk (?:if|whether|when|about)|tell (?:me|us) (?:you|there)`;
/** The same in French: « je voulais savoir si », « je me permets de vous demander si ». */
const FR_WANTING_TO_ASK = String.raw`(?:voul|voudr|aimer|souhait)\p{L}* (?:ca |bien |beaucoup |juste )?(?:savoir|vous demander|demander) (?:si|quand|comment|ou|combien|a quelle heure)|je me permets de vous demander si|(?:je me|j'me|jme|on se) demand\p{L}* (?:c'etait quoi|c'est quoi|quels?|quelles?|combien|quand|comment|ou|a quelle heure)|on fait comment|comment (?:on fait|faire) pour|est-ce (?:ouvert|ferme|possible|accessible|necessaire|obligatoire|payant|gratuit)`;
/** Asking forms as typed without their hyphen: « est ce que », « c'est tu », « eske ». */
const FR_UNHYPHENATED = String.raw`est ce qu(?:e|')?|esque|eske|c'est tu|c tu`;

/** Forms that ask: "do you", "is there", "est-ce que", "avez-vous", Québec "-tu" ("vous ouvrez-tu"). */
const ASKING = words`
  do you|does (?:the|your|this|it)|did you|are you|is there|are there|is it possible|is the|are the|is your|are your
  can (?:i|we|you|one|my|our)|could (?:i|we|you)|would (?:you|it)|will you|may (?:i|we)|should (?:i|we)
  any chance|any plans? to|i wonder(?:ed)? (?:if|whether|when)|wondering (?:if|whether|when|what|how|where|which|about)|(?:would love|i'd like|i would like|curious|want|wanted) to know (?:if|whether|when|what|how)|curious (?:if|whether|when|about)|do y'?all|you guys (?:have|do|take|open|offer)|let (?:me|us) know (?:if|whether|when)|any idea (?:if|whether|when|what|how)
  ${WANTING_TO_ASK}|do u|are u|can u|could u|r u|who (?:do|should|can) (?:i|we) (?:contact|call|talk to|speak to|email|write to|reach)
  is (?:that|this|it) (?:doable|possible|an option)|(?:c'est|est-ce|ce serait|serait-ce) (?:faisable|possible)|where's|wheres|where is
  how late|how early|what time|what are your|what days|which days|when (?:are|do|does|is|will)|where (?:can|do|is the|should)|how (?:much|many|far|long|do i|can i|do we|can we)
  est-ce qu(?:e|')?|avez-vous|avez vous|as-tu|acceptez-vous|faites-vous|proposez-vous|servez-vous|ouvrez-vous|etes-vous|pouvez-vous|prenez-vous|offrez-vous|vendez-vous|auriez-vous|savez-vous
  peut-on|puis-je|pourrait-on|pourrions-nous|y a-t-il|y a t il|y'a-tu|y a-tu|ya-tu|ya tu|c'tu|c'est-tu|est-tu|ca-tu|serait-il possible|est-il possible|possible d(?:e|')
  ${FR_UNHYPHENATED}|(?!rendez-vous)[\p{L}]+-vous|${FR_WANTING_TO_ASK}|ou (?:se|peut-on|puis-je|est-ce|on peut|stationner|trouver)
  [\p{L}]+-(?:tu|il|elle|ils|elles|on)|vous [\p{L}]+ tu|(?:je me|j'me|jme) demande si|(?:je me|j'me|jme) demandais si|on se demandait si|(?:je voudrais|j'aimerais|on aimerait|nous aimerions) savoir si|jusqu'a quelle heure|a quelle heure|quand (?:ouvrez|etes|est-ce|fermez|ouvre)|combien
`;

/** What guests ask about that no fact topic covers: "Is it BYOB?", "What's the corkage fee?". */
const OTHER_ASKED = words`
  byob|corkage|bring (?:our|your) own (?:wine|bottle)|apportez votre vin|kids'? menu|children's menu|menu (?:pour )?enfants?|high ?chairs?|chaises? hautes?|take-?out|delivery|deliver|livraison|livrez|a emporter|catering|traiteur|dress code|code vestimentaire|wi-?fi
`;
/** Forms that ask once a topic is named: "What's the corkage fee?", "Is it BYOB?". */
const ASKING_NAMED =
  /^(?:(?:and|also|so|et|aussi) )?(?:what(?:'s| is) (?:the|your)|how much (?:is|are|for)|is it|is there)\b/;

/** A sentence opened the way a yes/no question opens: "Are dogs allowed…?", "Is parking free?". */
const INVERTED =
  /^(?:and |et |also |aussi )?(?:are|is|do|does|can|could|will|would|may|have|has)\s(?!(?:i|it|this|that|anyone|anybody|someone|somebody|nobody|no one|anything)\b)/;

/** A question cut to "any" and its noun: "Any vegan options next time?", "Any parking nearby?". */
const ELLIPTIC = /^(?:(?:and|also|so|oh|ps|p\.s\.) )?(?:any(?:thing)?|no) /;

/** A question announced before it is asked: "Quick q - open on Christmas eve?", « Petite question : … ». */
const ANNOUNCED =
  /^(?:(?:one|a|quick|small|little|simple|petite|une|juste une|une petite) )?(?:q|question)(?: (?:for (?:the )?(?:owners?|you|management|the team)|pour (?:vous|les proprios|le proprio|la direction|l'equipe)))?\s*[-:–—,]\s*/;

/** The owner addressed, or the place itself asked about. */
const ADDRESSED = words`
  you|your|you're|y'all|vous|votre|vos|le restaurant|la salle|l'etablissement|on peut|y a|y'a
`;

/** Asking forms strong enough to stand without a question mark, where they start a clause. */
const UNMARKED = words`
  do you|does your \p{L}+|are you|is there|are there|can (?:i|we) (?:bring|book|reserve|get|come|park)|any chance|any plans? to|i wonder(?:ed)? (?:if|whether|when)|wondering (?:if|whether|when|what|how|where|which|about)|(?:would love|i'd like|i would like|curious|want|wanted) to know (?:if|whether|when|what|how)|curious (?:if|whether|when)|do y'?all|do you guys
  (?:is|are) (?:the|your) \p{L}+(?: \p{L}+)? (?:open|opening|dog-friendly|pet-friendly|wheelchair|accessible|available|gluten-free|vegan|nut-free|heated|covered|reservable|bookable)|(?:are|is) (?:dogs|pets|kids|children|strollers|wheelchairs|reservations|walk-ins) (?:allowed|welcome|ok|okay|accepted|needed|required|possible)|when (?:does|do|will|is|are) (?:the|your|you)
  ${WANTING_TO_ASK}|do u|are u|can u|what (?:are|is) your|what's your|whats your|what time (?:do|does|is|are)|how late (?:are|is|do|does)
  ${FR_UNHYPHENATED}|${FR_WANTING_TO_ASK}
  how (?:do|can) (?:i|we) (?:buy|get|book|reserve|order|reach|contact|park)|is (?:that|this|it) (?:doable|possible|an option)
  let (?:me|us) know (?:if|whether|when|about)|(?:please )?tell (?:me|us) (?:if|whether|when)|any idea (?:if|whether|when|what|how)|does anyone know (?:if|whether|when)|faites-(?:moi|nous) savoir (?:si|quand)|dites-(?:moi|nous) (?:si|quand)|(?:je voudrais|j'aimerais|on aimerait|nous aimerions|j'voudrais) savoir (?:quand|comment|ou|combien|a quelle heure)|(?:je me demande|je me demandais|on se demandait|on se demande) (?:quand|comment|ou|a quelle heure)|(?:savez|sauriez)-vous quand
  est-ce qu(?:e|')?|avez-vous|avez vous|acceptez-vous|faites-vous|proposez-vous|servez-vous|ouvrez-vous|etes-vous|pouvez-vous|peut-on|y a-t-il|(?!(?:a|as|ai|avait|etait|etaient)-tu)[\p{L}]+-tu|savez-vous si|sauriez-vous si|pourriez-vous (?:me |nous )?dire si|y'a-tu|y a-tu|y a tu|y'a tu|ya-tu|ya tu|c'tu|c'est-tu|ca se peut-tu|(?:vous|on|je) [\p{L}]+-tu|prenez-vous|offrez-vous|vendez-vous|auriez-vous|vous [\p{L}]+ tu|(?:je me|j'me|jme) demande si|(?:je me|j'me|jme) demandais si|on se demandait si|(?:je voudrais|j'aimerais|on aimerait|nous aimerions) savoir si|serait-il possible
`;

/** Openings of questions that complain rather than ask. */
const RHETORICAL_START =
  /^(?:and |et |mais |but |so |alors |donc |ok |okay |bref |honnetement |honestly )*(?:seriously|really|srsly|vraiment|serieux|serieusement|sans blague|non mais|franchement|why|pourquoi|what (?:more|else)|want|wanna|ever|looking for|tired of|need (?:a|an|somewhere|some)|hoping|trying|love \p{L}+ing|planning|bringing|coming with|nervous|worried|starstruck|into|big on|since when|isn't|aren't|wasn't|shouldn't|wouldn't|doesn't|guess|would you (?:believe|pay|judge|walk|ever)|did you know|you know|is there (?:anything|a more|a better|a rule|any (?:reason|point|excuse|way to))|where else|what do you expect|what did you expect|what would you expect|can i (?:just|even|ever)|could i|should i|how (?:often|many times|long have)|do you (?:love|like|want|need)|envie|marre|besoin d|vous cherchez|tu cherches|vous aimez|tu aimes|qui dit mieux|que demander de plus|quoi de mieux|who(?! (?:do|should|can) (?:i|we))|qui|how (?:hard|difficult|is|was|can|could|dare|do you|does|did|on earth|come|about)|comment (?:est-ce|peut|pouvez|osez|c'est|ose|on)|what (?:happened|kind|a|the hell|the heck|on earth|is wrong|was wrong|were (?:they|you)|'s the point|is the point|is going on|was that|is this|is that)|where (?:was|were|is the (?:manager|service|respect|staff))|ou (?:etait|est passe|sont passes|est le respect)|quoi\b|hello|allo|come on|voyons|excuse me|pardon|how (?:are|were) the)(?![\p{L}])/u;

/** Phrases that mark a question as rhetorical wherever they stand. */
const RHETORICAL = words`
  (?:are|were) you (?:kidding|serious|joking|for real)|you kidding|is (?:this|that) a joke|c'est une (?:blague|farce|joke)|une blague
  is that too much|too much to ask|trop demander|is this how|is that how|c'est comme ca que|est-ce (?:normal|acceptable|serieux)|c'est (?:normal|acceptable|serieux)
  (?:ca|cela) (?:normal|acceptable)|do (?:you|they) (?:even|really|seriously|not|care|realize|think)|did (?:you|they|anyone) (?:even|really|not|ever|bother|think|taste)
  can you believe|who does that|qui fait ca|qui fait ca|what's the point|quel est l'interet|a quoi bon|anyone else|quelqu'un d'autre
  you call (?:that|this)|vous appelez ca|call (?:it|this|that)|do you people|vous vous foutez|vous vous moquez|vous rendez-vous compte|vous trouvez ca|for real|pour vrai|serieusement
  (?:is|was) it (?:too )?hard|est-ce si (?:dur|difficile|complique)|c'est si (?:dur|difficile|complique)|is it so hard|would it (?:have )?kill(?:ed)?|really|what (?:more|else) (?:could|can|do|would|is)|que demander de plus|hein
  why|pourquoi|what (?:do|did|would|else do) you expect|a quoi (?:vous|tu) (?:vous attendiez|t'attendais)|how (?:can|could) (?:you|i|anyone|one)|comment (?:peut-on|pouvez-vous|ne pas)|where (?:else|exactly)|ou (?:d'autre|ailleurs)
  (?:do|does|did|can|could|would|will|are|is) (?:you|they|i|we|it|anyone) (?:even|really|seriously|honestly|possibly)|(?:do|does|did|can|could|would|will|are|is) (?:you|they|i|we|it|anyone) ever(?! (?:do|offer|have|host|run|open|serve|make|take|sell|carry|bring back|plan|book|deliver|cater|get (?:a|any|the))(?![\p{L}]))|(?:could|would|should) (?:i|we|you) have (?:just )?been|how do i know|where do i (?:start|begin)|par ou commencer
  (?:c'est-tu|c'tu|c'est tu|c tu|est-ce) (?:si|tellement|vraiment|trop) (?:dur|difficile|complique|long)|(?:c'est-tu|c'tu|c'est tu|c tu) (?:normal|acceptable|serieux)
  (?:ca|c) a(?:-| )tu (?:du (?:bon )?sens|de l'allure)|(?:c'tu|c'est-tu|c'est tu|is it|est-ce) (?:just |juste )?moi ou|is it (?:just )?me|\p{L}+-tu vraiment|\p{L}+ tu vraiment
  (?:are|is) (?:they|you) (?:trying|aiming|out) to (?:lose|drive|scare|kill|make|ruin)
  (?:avez-vous|as-tu|vous avez|vous avez-tu) deja (?:goute|mange|essaye|vu)|have you (?:guys |all )?ever (?:tasted|tried|eaten|seen|been)
  (?:vous pensez|vous croyez|tu penses|tu crois|pensez-vous|croyez-vous) vraiment|(?:vous etes|etes-vous|vous etes-tu|t'es|tu es) serieu\p{L}*
  avez-vous (?:deja )?pense a|vous avez pense a|have you (?:ever )?(?:thought|considered)|ever heard of
  (?:allez|allons)-vous (?:faire quelque chose|reagir|agir|faire de quoi)|qu'allez-vous faire|(?:are|will) you (?:going to )?do (?:something|anything)|what (?:are|will) you (?:going to )?do about (?:it|this|that)
  ask for (?:anything )?more|anything more|anything better|something better|anywhere else|isn't \p{L}+ supposed|supposed to be
`;

/** A question the guest answers at once ("Want a cosy spot? This is it.") asks nobody. */
const ANSWERED =
  /^(?:yes|yeah|yep|no|nope|nah|sure|of course|naturally|absolutely|definitely|then|this is|that's|this place|go |look elsewhere|look no further|order|try|zero|never|nowhere|forget it|not (?:to me|really|that|so far|a chance)|probably|i doubt|i don't think|beats me|buckle up|a bit|a little|maybe|only if|overall|more than enough|in a heartbeat|not once|not at all|un peu|peut-etre|seulement si|oui|non|bien sur|evidemment|absolument|alors|c'est ici|ne cherchez plus|foncez|jamais|nulle part|pas du tout|aucun|aucune|zero)(?![\p{L}])/u;
/** Speech reported in the review: "the host asked 'Do you have a booking?'". */
const QUOTED =
  /["«“]|\b(?:say|said|says|saying|ask|asked|asks|asking|goes|went|a dit|a demande|demandait|nous dit)\b[^?]*\?/;
/** The owner addressed without an asking form: "Vous livrez à Laval ?", "You guys open Sundays?". */
const YOU_ASKED = /^(?:et |and |so |also |aussi |pis )?(?:vous|you guys|y'all)\b/;

/** Québec and inverted forms that open a question to the owner even with no topic named and no
 * question mark: "Vous livrez-tu à Laval", "Faites-vous la livraison". */
const OWNER_ASKED =
  /^(?:(?:et|pis|pi|so|alors|aussi) )?(?:(?:vous|on) [\p{L}]+-tu|(?:avez|faites|livrez|acceptez|prenez|offrez|vendez|servez|ouvrez)-vous)(?![\p{L}])/u;
/** "Vous faites-tu exprès", "vous riez-tu de nous": a reproach, not a question. */
const TEASING = words`
  expres|vraiment|rire de|riez-tu|foutez|moquez|niaisez|trouvez-tu|pensez-tu vraiment
`;

const topicOf = (sentence: SignalSentence, previous: SignalSentence | undefined) =>
  questionTopicOf(sentence.folded) ?? (previous && questionTopicOf(previous.folded)) ?? 'other';

/**
 * A question cut to its topic: "Vegan options??", « Stationnement? », "Open Christmas day?". A
 * word or three after it ("A nightmare.", « Zéro. ») is the guest answering it themselves.
 */
function bare(sentence: SignalSentence, next: SignalSentence | undefined): boolean {
  const count = (s: SignalSentence) => s.folded.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  return count(sentence) <= 5 && !(next && count(next) <= 3);
}

/** The words after the last opening bracket of a sentence, or after an announced question. */
function askedClause(sentence: SignalSentence): { sentence: SignalSentence; announced: boolean } {
  const open = sentence.text.lastIndexOf('(');
  let from = open >= 0 ? open + 1 : 0;
  const announced = ANNOUNCED.exec(sentence.folded.slice(from).trimStart());
  from += sentence.folded.slice(from).length - sentence.folded.slice(from).trimStart().length;
  if (announced) from += announced[0].length;
  if (from === 0) return { sentence, announced: false };
  const text = sentence.text.slice(from);
  const lead = text.length - text.trimStart().length;
  return {
    sentence: {
      ...sentence,
      text: text.trimStart(),
      folded: sentence.folded.slice(from + lead),
      start: sentence.start + from + lead,
    },
    announced: announced !== null,
  };
}

/** The questions to the owner among a review's sentences, each with its topic. */
export function findQuestions(sentences: readonly SignalSentence[]): ReviewSignals['questions'] {
  const questions: ReviewSignals['questions'] = [];
  sentences.forEach((whole, i) => {
    // A question in brackets or after "Quick q -" is read on its own words.
    const { sentence, announced } = whole.asks
      ? askedClause(whole)
      : { sentence: whole, announced: false };
    const folded = sentence.folded;
    if (sentence.asks) {
      if (RHETORICAL_START.test(folded) || RHETORICAL.test(folded) || QUOTED.test(folded)) return;
      const next = sentences[i + 1];
      if (next && ANSWERED.test(next.folded)) return;
      const named = questionTopicOf(folded) !== null;
      const service = OTHER_ASKED.test(folded);
      const asking =
        ASKING.test(folded) ||
        INVERTED.test(folded) ||
        ((announced || ASKING_NAMED.test(folded)) && (named || service));
      // "Vous faites des bons cadeaux ?" asks the owner without an asking form; "Tartare
      // tiède?" or "Bringing a dog?" asks nobody.
      // "Any vegan options for our daughter?": a question cut to its noun asks when it names a topic.
      const elliptic = named && (ELLIPTIC.test(folded) || bare(sentence, next));
      if (!asking && !elliptic && !(ADDRESSED.test(folded) && named) && !YOU_ASKED.test(folded))
        return;
      questions.push({ topic: topicOf(sentence, sentences[i - 1]), span: sentence.text });
      return;
    }
    // Without a question mark, an asking form that names a topic, from that form to the end.
    const match = UNMARKED.exec(folded);
    if (!match) return;
    const rest = folded.slice(match.index);
    const topic = questionTopicOf(rest) ?? (OWNER_ASKED.test(folded) ? 'other' : null);
    if (!topic || RHETORICAL.test(rest) || TEASING.test(rest)) return;
    const span = sentence.text.slice(match.index).replace(/[.!…]+$/, '');
    questions.push({ topic, span });
  });
  return questions;
}
