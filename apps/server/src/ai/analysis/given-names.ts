// Common English and French given names and their short forms, folded, leaving out those that are
// everyday words or dishes too ("Will", "Rose", Québec's « Ben », eggs "Benny"). A capitalised
// word that is one of them is a person even where no roster name sounds like it: vietnamese-names.ts
// reads it as the Western name a Vietnamese member of staff goes by.
const GIVEN_NAMES = new Set(
  `
aaron adam alan albert alex alice alicia allan allie amanda amy andy andrew angela angie anna anne
annie anthony ashley audrey barbara barry beth betty billy bobby brad brandon brenda brian
britney bruce bryan calvin carl caroline carrie cathy charles charlie cheryl chris christine
christy cindy claire connie dan danny daniel david debbie dennis diana diane dianne donna doris
dorothy eddie edward elaine eliza ellen emily emma eric erica eva evan fanny fiona frankie fred
freddy gary george gina greg hannah harry helen henry jackie jacky james jamie jane janet jason
jeff jen jenny jerry jessica jessie jill jim jimmy joan joanna joe joey john johnny jonathan
joseph josh judy julia julie justin karen kate kathy katie kelly ken kenny kevin kim larry laura
lauren lee leo lily linda lisa liz louis lucy luke lynn maggie mandy marc maria mary matt megan
michael michelle mike mindy molly nancy nicky nina olivia oscar pam patrick paul peggy peter phil
phoebe polly rachel rebecca richard rick ricky rita robert roger ryan sally sam sammy sara sarah
scott sean sherry simon sophie stephanie steve steven susan tammy ted teddy terry tiffany tim
timmy tina tom tommy tony tracy trudy vicky victor vince vincent vivian wendy william willy winnie
alain amelie andre annick antoine benoit bernard brigitte camille caro chantal christophe claude
danielle denis dominique eloise etienne fabien fanfan francine francois gabriel genevieve gilles
helene isabelle jacques jean jeanne jerome josee julien laurent lucie luc manon marcel martin
mathieu michel monique nadia nathalie nicolas olivier pascal philippe remi rene sebastien serge
stephane sylvie thierry valerie veronique yves
`
    .trim()
    .split(/\s+/),
);

/** Whether a folded word is a common given name. */
export const isGivenName = (folded: string) => GIVEN_NAMES.has(folded);
