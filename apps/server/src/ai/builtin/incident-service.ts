import type { IncidentKind } from '@tableside/domain/review-signals';
import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * What the service did around an incident, as the guest tells it: an allergy they had told the
 * server about, a scalding dish set down without a word, a shrug or a free dessert where an
 * apology was owed, a door or a table refused. An incident reply names it in these words ("how
 * our service handled your concern at the table") rather than as "the service", which says
 * nothing the guest would recognise. Read on the folded text (no accents, no punctuation).
 */

type Words = Record<ReplyLanguage, string>;
type ServiceFault = { kinds?: IncidentKind[]; test: RegExp; words: Words };

/** Someone who answered the guest by phone, not at the table. */
const CALLED =
  /\b(?:called|phoned|on the phone|phone call|appele|telephone|au telephone|au bout du fil)\b/;

const FAULTS: ServiceFault[] = [
  {
    // Told, written down, said twice: the warning reached the service and was not heeded.
    kinds: ['allergy'],
    test: /\b(?:told (?:\w+ ){0,3}(?:server|waiter|waitress|them|her|him|staff|the kitchen|you)|(?:we|i) (?:told|mentioned|said|warned|flagged)|(?:told|asked) (?:twice|three times|several times)|(?:wrote|written) it down|they said (?:it|the \w+) (?:had|was|were)|(?:she|he|server|waiter|waitress) (?:said|assured|promised)|said (?:it|the \w+) was (?:safe|fine)|j.(?:ai|avais) (?:dit|precise|signale|prevenu|averti|mentionne)|(?:prevenu|averti|informe|dit a) (?:le |la |les )?(?:serveu\w+|personnel|equipe|cuisine)|(?:on|nous) (?:l.)?(?:a|avons|avait|avions) (?:dit|precise|signale|prevenu|averti|mentionne)|(?:dit|precise|signale|repete) (?:deux|trois|plusieurs) fois|(?:le|la) serveu\w+ (?:nous )?a (?:dit|assure|confirme))\b/,
    words: {
      en: 'how our service handled the allergy you had told us about',
      fr: 'la façon dont notre service a tenu compte de l’allergie signalée',
    },
  },
  {
    kinds: ['injury'],
    test: /\b(?:without (?:a word of |any |a |the slightest )?warning|no warning|never warned|did ?n.?t warn|sans (?:aucun |le moindre |un )?(?:avertissement|prevenir|avertir|mise en garde)|sans nous (?:prevenir|avertir))\b/,
    words: {
      en: 'the missing warning from our server',
      fr: 'l’absence de mise en garde de notre serveur',
    },
  },
  {
    kinds: ['discrimination'],
    test: /\b(?:refused (?:us |my \w+ |them )?(?:entry|to serve|service)|(?:turned|sent) (?:us|them) away|seated (?:\w+ ){1,4}(?:first|before us|ahead of us)|served (?:\w+ ){1,4}(?:first|before us)|ignored us|served (?:us )?last|servi\w* en dernier|refuse (?:l.entree|de nous servir|de (?:les|me) servir)|nous a ignore\w*|nous ont ignore\w*|servi (?:\w+ ){1,5}avant (?:nous|moi))\b/,
    words: {
      en: 'the way our service treated you',
      fr: 'l’accueil que vous avez reçu',
    },
  },
];

/** What was done, or not done, once the guest raised it. */
const AFTERWARDS =
  /\b(?:shrug\w*|haussement d.epaules|haus\w* les epaules|laughed|a ri\b|nous a ri|pass it along|(?:nobody|no one) (?:from (?:the )?management )?(?:came|checked|offered|apologi\w*|said sorry|asked)|never apologi\w*|did ?n.?t (?:even )?(?:apologi\w*|offer (?:ice|help|anything|to))|no apology|personne (?:n.est|ne s.est|ne nous a|de la direction) (?:venu|excuse|propose|demande)\w*|personne n.est venu|sans (?:un mot d.)?excuses?|pas (?:d.|une )excuses?|(?:s.est|se sont) (?:meme )?pas excuse\w*|s.est contente\w* de|se sont contente\w* de|comme si de rien|that was it|(?:offered|gave) (?:us |me )?a free dessert|a dessert a dessert|dessert offert|(?:propose|offert|offre) un dessert|comped the drinks drinks|walked (?:off|away)|(?:pis|et) (?:est|s.en est) (?:re)?partie?\b|(?:brought|served) (?:\w+ )?(?:back )?the same (?:dish|plate|bowl)|same (?:dish|plate|bowl) back|(?:rapporte|ramene|resservi) (?:\w+ )?(?:la meme assiette|le meme plat)|(?:until|after) (?:i|we|my \w+) (?:asked|begged) (?:twice|again|three times)|(?:tourne|vire) les talons)\b/;

/**
 * The service's part in the incident as the guest tells it, in the reply's language: at most
 * two phrases, what happened before the incident first, then how it was handled afterwards.
 */
export function incidentServiceWords(
  text: string,
  incidents: IncidentKind[],
  language: ReplyLanguage,
): string[] {
  const folded = fold(text);
  const said = FAULTS.filter(
    (f) => (!f.kinds || f.kinds.some((k) => incidents.includes(k))) && f.test.test(folded),
  ).map((f) => f.words[language]);
  if (AFTERWARDS.test(folded))
    said.push(
      CALLED.test(folded)
        ? { en: 'how our service answered your call', fr: 'l’accueil réservé à votre appel' }[
            language
          ]
        : {
            en: 'how our service handled your concern at the table',
            fr: 'la façon dont notre service a reçu votre plainte',
          }[language],
    );
  return said.slice(0, 2);
}

/**
 * The cleanliness an object found in the food speaks of (reading.ts, `uncleanFind`), named as
 * what was served, not as the room: « la propreté de ce que nous vous avons servi ». Null when
 * the object says nothing of hygiene (a shard of glass, a staple).
 */
export function foundUncleanWords(reading: {
  uncleanFind: boolean;
  language: ReplyLanguage;
}): string | null {
  if (!reading.uncleanFind) return null;
  return reading.language === 'en'
    ? 'the cleanliness of what we served you'
    : 'la propreté de ce que nous vous avons servi';
}
