/**
 * The words of people in reviews: nicknames of first names, and the words of roles and titles
 * (`catalogue-staff.ts`, `person-cues.ts`).
 */
import { lines } from './catalogue-words.ts';

/** Nickname groups: the names in one line are the same person's first name. */
const NICKNAMES = `
jennifer jenny jen jenn jenna
alexandre alexander alexandra alexandrine alex sacha sasha
catherine katherine kathryn cath cathy kate katie kathy cat
mohammed mohamed muhammad mohammad mo momo
william will bill billy liam
guillaume will
robert rob bob bobby robbie
elizabeth elisabeth liz beth betty lizzie eliza lisa
nicolas nicholas nick nico
francois frank franck
francoise fanfan
thomas tom tommy thom
tyler ty
kevin kev
daniela daniella daniel danielle dani dan danny
julien julian ju jules
julie ju jules
olivier oli
olivia liv livvy
isabelle isabel isabella isa izzy
valerie val
veronique vero
genevieve gen
gabriel gabrielle gab gabi gaby
raphael raphaelle raph
melanie melissa mel
vincent vince
mathieu matthieu matthew mat matt math
michael mike mick mickey
michel mich
christopher chris
christine christina chris
christophe chris
jonathan jon jonny
joseph joe joey
james jim jimmy jamie
richard rich rick dick
edward ed eddie ted
anthony tony
antoine tony toinou
samuel sam sammy
samantha sam sammy
benjamin ben benji
stephanie steph
stephane steph
patrick pat paddy
patricia pat patty trish
margaret maggie mags meg peggy marge margie
david dave davey davy
andrew andy drew
steven stephen steve stevie
peter pete
timothy tim timmy
gregory greg
jeffrey geoffrey jeff geoff
charles charlie chuck
kenneth ken kenny
donald don donnie
ronald ron ronnie
douglas doug
lawrence laurence larry
terence terrence terry
susan suzanne sue suzie
deborah debra deb debbie
kimberly kim
jacqueline jackie
abigail abby
joshua josh
zachary zach zack
rebecca becky becca
victoria vicky tori
jessica jess jessie
nathalie nath
natalie nat
nathaniel nathan nate nat
frederic fred
frederique fred
philippe phil
phillip philip phil
maxime max
maximilien max
emmanuel manu
emmanuelle manu
dominique dom
sebastien seb
guillemette guigui
luc lulu
lucie lulu
karine kary
genevieve vivi
guillaume guigui
elisabeth babeth zabeth
elizabeth lizzy betsy
isabelle zaza
julien juju
julie juju
thomas tomtom
nicolas nicou
sebastien sebas
laurent lolo
laurence lolo
jerome jerem
jeremie jerem jeremy
caroline caro carol carrie
dominique domi
francois franky
gabrielle gaby
emilie emy em
virginie virgi
maxime maxou
alexis alex lexi
alexandra lexi sandra sandy
christian chris
christopher topher
nicholas nicky
nicole nikki nicky
michael mikey micky
william willy willie
richard richie
robert bobby bert
jacob jake
matthew matty
mitchell mitch
amanda mandy
andrea andie
angela angie
anne annie
barbara barb
bradley brad
cameron cam
cassandra cass cassie
charlotte charlie lottie
cynthia cindy
dorothy dottie
eleanor ellie nora
emily emmy em
emma emmy em
evelyn evie
frances fran frannie
francis fran frank
harold harry hal
henry hank harry
gerald gerry jerry
jeremiah jerry
joanne jo
josephine jo josie jojo
katherine kat katy
leonard leo lenny
louis lou
louise lou lulu
madeleine mado maddie
madison maddie
michelle shelly
natasha tasha
pamela pam
raymond ray
rebecca becks
sandra sandy
theodore theo
vanessa nessa
victor vic
vincent vinny vinz
walter walt
zachary zac
florence flo
florian flo
florent flo
antoine toine
cedric ced
patrice pat
aurelie aurel
aurelien aurel
christelle chris
jose ze
beatriz bia
gabriela gabi gaby
fernando nando
rafael rafa
thiago tiago
francisco chico
antonio tonho
`;

/** Words that name a role, each with its kind. */
const ROLE_WORDS = `
serve server waiter waitress serveur serveuse service salle floor
bar bar bartender barman barmaid barista mixologist mixologue
kitchen chef cook kitchen cuisine cuisinier cuisiniere cuistot grill
host host hostess hote hotesse accueil front door
manager manager gerant gerante directeur directrice
sommelier sommelier sommeliere wine vin
owner owner proprietaire patron patronne
`;

/**
 * Titles one person holds, with their kind: said alone ("le chef", "the sommelier") they name
 * that person when one listed person holds the title. Server, bartender, host and manager are
 * roles, not titles; the French "gérant(e)" and "directeur/directrice" are titles.
 */
export const TITLE_WORDS = new Map<string, string>([
  ['chef', 'kitchen'],
  ['sommelier', 'sommelier'],
  ['sommeliere', 'sommelier'],
  ['owner', 'owner'],
  ['proprietaire', 'owner'],
  ['patron', 'owner'],
  ['patronne', 'owner'],
  ['gerant', 'gerant'],
  ['gerante', 'gerant'],
  ['directeur', 'directeur'],
  ['directrice', 'directeur'],
]);

/**
 * Words said beside a role that make no name either: "head chef", "sous-chef", "maître d'hôtel",
 * "chef de rang".
 */
const ROLE_QUALIFIERS = new Set(
  'head sous chief executive pastry assistant second maitre hotel rang'.split(' '),
);

/** A role or title word ("server", "gérante", "patron"), folded, or a word said with one. */
export const isRoleWord = (folded: string) =>
  ROLE_KIND.has(folded) || TITLE_WORDS.has(folded) || ROLE_QUALIFIERS.has(folded);

/** Every name of a nickname group, to the other names of its groups. */
export const NICKNAME_GROUPS: Map<string, Set<string>> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of lines(NICKNAMES)) {
    for (const name of group) {
      const set = map.get(name) ?? new Set<string>();
      for (const other of group) if (other !== name) set.add(other);
      map.set(name, set);
    }
  }
  return map;
})();

/** Role kind of each role word. */
export const ROLE_KIND: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [kind, ...words] of lines(ROLE_WORDS)) for (const w of words) map.set(w, kind!);
  return map;
})();
