// The sentence banks' {placeholders}, filled from a dish's, a staff member's or a review's words.

export type Vars = Record<string, string | undefined>;

const compiled = new Map<string, string[]>();

/** Fills {placeholders} from the first source that has them; capitalises a leading article. */
export function fill(template: string, ...sources: Vars[]): string {
  let parts = compiled.get(template);
  if (!parts) compiled.set(template, (parts = template.split(/\{(\w+)\}/)));
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (i % 2 === 0) {
      out += part;
      continue;
    }
    let value: string | undefined;
    for (const source of sources) if ((value = source[part]) !== undefined) break;
    if (value === undefined) throw new Error(`review-generator: no {${part}} for "${template}"`);
    out += value;
  }
  return template.startsWith('{le_dish') ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

export function staffVars(name: string): Vars {
  const elide = /^[aeiouyhàâéèêëîïôœûü]/i.test(name);
  return {
    staff: name,
    que_staff: `${elide ? 'qu’' : 'que '}${name}`,
    de_staff: `${elide ? 'd’' : 'de '}${name}`,
  };
}
