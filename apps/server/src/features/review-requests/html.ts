/** Text placed in HTML (a restaurant's words, a guest's name): never markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
