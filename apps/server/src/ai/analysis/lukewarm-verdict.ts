/**
 * The guest's verdict is lukewarm: "nice enough", "can't complain, I guess", "just didn't wow
 * me", "nothing special", "not sure we'd rush back", "it was fine", « correct, sans plus »,
 * « rien de spécial ». The overall-sentiment rule keeps a 3★ review with such a verdict `neutral`
 * whatever small pros and cons it lists (docs/product/review-understanding.md): mild praise
 * beside it is no clear praise. A family of wordings about the whole visit, not about a topic,
 * read by the learned verdict with the star band (overall-sentiment-features.ts).
 */
const LUKEWARM = new RegExp(
  [
    // "didn't wow me", "did not blow us away", "won't knock your socks off"
    String.raw`\b(?:didn['’]?t|did not|doesn['’]?t|does not|won['’]?t|wasn['’]?t)\s+(?:really\s+|exactly\s+|quite\s+)?(?:wow|blow (?:me|us|you) away|knock (?:my|our|your) socks off|impress(?:ed)?|(?:anything|something) special)\b`,
    // "nothing special", "nothing to write home about", "nothing memorable"
    String.raw`\bnothing (?:special|memorable|remarkable|exceptional|extraordinary|to write home about|to rave about|amazing|exciting)\b`,
    String.raw`\b(?:unremarkable|middle of the road|run of the mill|so-so|so so|meh)\b`,
    // "nice enough", "friendly enough", "good enough" — not "can't say enough" or "early enough"
    String.raw`\b(?:nice|good|fine|okay|ok|decent|friendly|pleasant|tasty|polite)\s+enough\b`,
    // "Can't complain, I guess", "fine I guess"
    String.raw`\b(?:can['’]?t complain|fine|ok|okay|good|decent|alright|all right),?\s+i\s+(?:guess|suppose)\b`,
    // "not sure we'd rush back", "prob wont rush back", "wouldn't go out of my way", "nothing I'd
    // cross town for" (at 1–2★ the same words close a complaint: the star band tells them apart)
    String.raw`\b(?:won['’]?t|wont|wouldn['’]?t|not)\s+(?:be\s+)?(?:rush(?:ing)?|hurry(?:ing)?)\s+back\b|\bnot sure (?:i|we)['’]?(?:d| would)\s+(?:rush|hurry|come|go)\s+back\b|\b(?:wouldn['’]?t|would not|won['’]?t)\s+go out of (?:my|our) way\b|\bcross town for\b`,
    // "It was fine.", "it's ok overall", "was just average" — the verdict itself, not "fine dining"
    String.raw`\b(?:it|this|that|food|meal|everything|overall)(?:\s+(?:was|is)|['’]s)\s+(?:just\s+|pretty\s+|perfectly\s+)?(?:fine|ok|okay|alright|all right|average)\b(?!\s+(?:dining|wine|print|line|but|to|if|with|for))`,
    // "Does the job.", "it did the job", "fries were fries"
    String.raw`\b(?:does|did) the (?:job|trick)\b|\b(\w+) (?:was|were|is|are) \1\b`,
    String.raw`\b(?:perfectly\s+)?(?:pleasant|fine|okay|ok|decent)\s+but\s+(?:unremarkable|forgettable|nothing special|not memorable)\b`,
    // A mild word set against a stronger one: "good not great", "nice but not amazing", "decent,
    // not special"; and "not very exciting", "nothing all that memorable" of the whole.
    String.raw`\b(?:good|nice|decent|fine|ok|okay|solid|pleasant|tasty)\s*,?\s+(?:but\s+|just\s+)?not\s+(?:great|amazing|special|spectacular|exceptional|outstanding|mind-blowing|memorable|wow)\b`,
    String.raw`\bnot\s+(?:very|that|all that|particularly|super|terribly|overly)\s+(?:exciting|memorable|special|impressive|inspiring|interesting)\b`,
    // The whole verdict in one mild word: "Decent.", "Average!", "Okay-ish."
    String.raw`^\s*(?:decent|average|okay|ok|okay-ish|ok-ish|alright|all right|mediocre|passable|fine)\s*[.!]*\s*$`,
    // French: « sans plus », « bof », « rien de spécial », « pas transcendant », « c'était correct »
    String.raw`(?<!\p{L})(?:sans plus|bof|ni bon ni mauvais|ni bonne ni mauvaise)(?!\p{L})`,
    String.raw`(?<!\p{L})rien d['’]?(?:e )?(?:spécial|special|transcendant|extraordinaire|exceptionnel|mémorable|memorable|fou|wow|exceptionnel)(?!\p{L})`,
    String.raw`(?<!\p{L})pas (?:très |tres |vraiment )?(?:transcendant|renversant|mémorable|memorable|extraordinaire|exceptionnel|inoubliable)e?s?(?!\p{L})`,
    String.raw`(?<!\p{L})c['’]?(?:était|etait|est)\s+(?:juste\s+|bien\s+)?(?:correct|moyen|ordinaire|ok|passable)e?(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** Whether a sentence states a lukewarm verdict ("nice enough", « correct, sans plus »). */
export const lukewarmVerdict = (sentence: string) => LUKEWARM.test(sentence);
