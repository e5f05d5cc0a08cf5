/**
 * "At the restaurant" in French, for a name as the owner spelled it: « chez Bistro Lumière »,
 * « au Gros Phare » (Le), « aux Trois Amis » (Les), « à la Fabrique », « à l'Express ». A name
 * that already says where takes no second preposition: « chez Lucienne » for "Chez Lucienne",
 * « au Pied de Cochon » for "Au Pied de Cochon".
 */
export function frenchAtPlace(place: string): string {
  const own = /^(chez|au|aux|à)\s+/i.exec(place);
  if (own) return `${own[1]!.toLowerCase()} ${place.slice(own[0].length)}`;
  const article = /^(?:(les|le|la)\s+|(l['’])\s*)/i.exec(place);
  if (!article) return `chez ${place}`;
  const rest = place.slice(article[0].length);
  const word = (article[1] ?? article[2] ?? '').toLowerCase();
  if (word === 'le') return `au ${rest}`;
  if (word === 'les') return `aux ${rest}`;
  return `à ${place.charAt(0).toLowerCase()}${place.slice(1)}`;
}
