/** A sentence of the SemEval-2014 Task 4 XML with its gold annotations. */
export type SemevalSentence = {
  id: string;
  text: string;
  terms: { term: string; polarity: string; from: number; to: number }[];
  categories: { category: string; polarity: string }[];
  /** For a paraphrase written for this project: the id of the training sentence it rewords. */
  paraphraseOf?: string;
};

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : '';
};

/** The organisers' XML is regular enough for a few expressions; no XML dependency needed. */
export function parseSemeval(xml: string): SemevalSentence[] {
  const out: SemevalSentence[] = [];
  for (const m of xml.matchAll(/<sentence\b([^>]*)>([\s\S]*?)<\/sentence>/g)) {
    const body = m[2]!;
    const text = decode(/<text>([\s\S]*?)<\/text>/.exec(body)?.[1] ?? '');
    const terms = [...body.matchAll(/<aspectTerm\b[^>]*\/>/g)].map((t) => ({
      term: attr(t[0], 'term'),
      polarity: attr(t[0], 'polarity'),
      from: Number(attr(t[0], 'from')),
      to: Number(attr(t[0], 'to')),
    }));
    const categories = [...body.matchAll(/<aspectCategory\b[^>]*\/>/g)].map((c) => ({
      category: attr(c[0], 'category'),
      polarity: attr(c[0], 'polarity'),
    }));
    out.push({ id: attr(m[1]!, 'id'), text, terms, categories });
  }
  return out;
}
