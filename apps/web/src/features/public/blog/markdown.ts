/**
 * The small Markdown subset our blog posts use, parsed into blocks that React renders (no HTML
 * strings): `##`/`###` headings, paragraphs, `-` and `1.` lists, `>` quotes, and inline
 * `**strong**`, `*emphasis*` and `[links](https://…)`.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 2 | 3; content: Inline[] }
  | { type: 'paragraph' | 'quote'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(((?:https?:\/\/|\/)[^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push({ type: 'text', text: text.slice(last, match.index) });
    const [, strong, em, label, href] = match;
    if (strong !== undefined) out.push({ type: 'strong', text: strong });
    else if (em !== undefined) out.push({ type: 'em', text: em });
    else out.push({ type: 'link', text: label ?? '', href: href ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

const ORDERED = /^\d+\.\s+/;
const BULLET = /^[-*]\s+/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim());
    const first = lines[0] ?? '';
    const heading = /^(#{2,3})\s+(.*)$/.exec(first);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1] === '##' ? 2 : 3,
        content: parseInline(heading[2] ?? ''),
      });
    } else if (lines.every((line) => BULLET.test(line)) || lines.every((l) => ORDERED.test(l))) {
      const ordered = ORDERED.test(first);
      blocks.push({
        type: 'list',
        ordered,
        items: lines.map((line) => parseInline(line.replace(ordered ? ORDERED : BULLET, ''))),
      });
    } else if (lines.every((line) => line.startsWith('>'))) {
      blocks.push({
        type: 'quote',
        content: parseInline(lines.map((line) => line.replace(/^>\s?/, '')).join(' ')),
      });
    } else {
      blocks.push({ type: 'paragraph', content: parseInline(lines.join(' ')) });
    }
  }
  return blocks;
}
