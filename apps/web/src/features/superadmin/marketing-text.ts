import type { TTierMarketing } from '@tableside/domain/schemas/tiers';

type Groups = TTierMarketing['en']['featureGroups'];

/**
 * Feature groups as editable text: a line starting with "# " opens a group, the lines after it
 * are its items. Items before any heading form a group without a heading.
 */
export function groupsToText(groups: Groups): string {
  return groups
    .map((g) =>
      [g.heading ? `# ${g.heading}` : null, ...g.items].filter((l) => l !== null).join('\n'),
    )
    .join('\n');
}

export function textToGroups(text: string): Groups {
  const groups: Groups = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('# ')) groups.push({ heading: line.slice(2).trim(), items: [] });
    else {
      if (groups.length === 0) groups.push({ heading: '', items: [] });
      groups[groups.length - 1]?.items.push(line);
    }
  }
  return groups;
}
