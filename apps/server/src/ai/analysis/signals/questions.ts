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

/** Forms that ask: "do you", "is there", "est-ce que", "avez-vous", Québec "-tu" ("vous ouvrez-tu"). */
const ASKING = words`
  do you|does (?:the|your|this|it)|did you|are you|is there|are there|is it possible|is the|are the|is your|are your
  can (?:i|we|you|one|my|our)|could (?:i|we|you)|would (?:you|it)|will you|may (?:i|we)|should (?:i|we)
  any chance|i wonder(?:ed)? (?:if|whether)|wondering (?:if|whether)|do y'?all|you guys (?:have|do|take|open|offer)
  how late|how early|what time|what are your|what days|which days|when (?:are|do|does|is|will)|where (?:can|do|is the|should)|how (?:much|many|far|long|do i|can i|do we|can we)
  est-ce qu(?:e|')?|avez-vous|avez vous|as-tu|acceptez-vous|faites-vous|proposez-vous|servez-vous|ouvrez-vous|etes-vous|pouvez-vous|prenez-vous|offrez-vous|vendez-vous|auriez-vous|savez-vous
  peut-on|puis-je|pourrait-on|pourrions-nous|y a-t-il|y a t il|y'a-tu|y a-tu|ya-tu|ya tu|c'tu|c'est-tu|est-tu|ca-tu|serait-il possible|est-il possible|possible de
  [\p{L}]+-(?:tu|il|elle|ils|elles|on)|vous [\p{L}]+ tu|je me demande si|on se demandait si|jusqu'a quelle heure|a quelle heure|quand (?:ouvrez|etes|est-ce|fermez|ouvre)|combien
`;

/** The owner addressed, or the place itself asked about. */
const ADDRESSED = words`
  you|your|you're|y'all|vous|votre|vos|le restaurant|la salle|l'etablissement|on peut|y a|y'a
`;

/** Asking forms strong enough to stand without a question mark, where they start a clause. */
const UNMARKED = words`
  do you|does (?:the|your) \p{L}+|are you|is there|are there|can (?:i|we) (?:bring|book|reserve|get|come|park)|any chance|i wonder(?:ed)? (?:if|whether)|wondering (?:if|whether)|do y'?all|do you guys
  est-ce qu(?:e|')?|avez-vous|avez vous|acceptez-vous|faites-vous|proposez-vous|servez-vous|ouvrez-vous|etes-vous|pouvez-vous|peut-on|y a-t-il|y'a-tu|ya-tu|ya tu|c'tu|c'est-tu|vous [\p{L}]+-tu|vous [\p{L}]+ tu|je me demande si|on se demandait si|serait-il possible
`;

/** Openings of questions that complain rather than ask. */
const RHETORICAL_START =
  /^(?:and |et |mais |but |so |alors |donc |ok |okay |bref |honnetement |honestly )*(?:seriously|really|srsly|vraiment|serieux|serieusement|sans blague|non mais|franchement|why|pourquoi|who(?! (?:do|should|can) (?:i|we))|qui|how (?:hard|difficult|is|was|can|could|dare|do you|does|did|on earth|come|about)|comment (?:est-ce|peut|pouvez|osez|c'est|ose|on)|what (?:happened|kind|a |the hell|the heck|on earth|is wrong|was wrong|were (?:they|you)|'s the point|is the point|is going on|was that|is this|is that)|where (?:was|were|is the (?:manager|service|respect|staff))|ou (?:etait|est passe|sont passes|est le respect)|quoi\b|hello|allo|come on|voyons|excuse me|pardon)/;

/** Phrases that mark a question as rhetorical wherever they stand. */
const RHETORICAL = words`
  (?:are|were) you (?:kidding|serious|joking|for real)|you kidding|is (?:this|that) a joke|c'est une (?:blague|farce|joke)|une blague
  is that too much|too much to ask|trop demander|is this how|is that how|c'est comme ca que|est-ce (?:normal|acceptable|serieux)|c'est (?:normal|acceptable|serieux)
  (?:ca|cela) (?:normal|acceptable)|do (?:you|they) (?:even|really|actually|seriously|not|care|realize|think)|did (?:you|they|anyone) (?:even|really|not|ever|bother|think|taste)
  can you believe|who does that|qui fait ca|qui fait ca|what's the point|quel est l'interet|a quoi bon|anyone else|quelqu'un d'autre
  you call (?:that|this)|vous appelez ca|do you people|vous vous foutez|vous vous moquez|vous rendez-vous compte|vous trouvez ca|for real|pour vrai|sérieusement
  (?:is|was) it (?:too )?hard|est-ce si (?:dur|difficile|complique)|c'est si (?:dur|difficile|complique)|is it so hard|would it kill
`;

const topicOf = (sentence: SignalSentence, previous: SignalSentence | undefined) =>
  questionTopicOf(sentence.folded) ?? (previous && questionTopicOf(previous.folded)) ?? 'other';

/** The questions to the owner among a review's sentences, each with its topic. */
export function findQuestions(sentences: readonly SignalSentence[]): ReviewSignals['questions'] {
  const questions: ReviewSignals['questions'] = [];
  sentences.forEach((sentence, i) => {
    const folded = sentence.folded;
    if (sentence.asks) {
      if (RHETORICAL_START.test(folded) || RHETORICAL.test(folded)) return;
      const words = folded.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
      const asking = ASKING.test(folded);
      const named = questionTopicOf(folded) !== null;
      // "Vous faites des bons cadeaux ?": the owner addressed, asking form or not; a bare
      // "Tartare tiède?" names nothing and asks nothing.
      if (!asking && !named && !(ADDRESSED.test(folded) && words >= 3)) return;
      if (!asking && words < 3) return;
      questions.push({ topic: topicOf(sentence, sentences[i - 1]), span: sentence.text });
      return;
    }
    // Without a question mark, an asking form that names a topic, from that form to the end.
    const match = UNMARKED.exec(folded);
    if (!match) return;
    const rest = folded.slice(match.index);
    const topic = questionTopicOf(rest);
    if (!topic || RHETORICAL.test(rest)) return;
    const span = sentence.text.slice(match.index).replace(/[.!…]+$/, '');
    questions.push({ topic, span });
  });
  return questions;
}
