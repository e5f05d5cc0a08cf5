/** Address shapes, without node:net, so the browser can use the same rules. */
export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

export function isIPv6(value: string): boolean {
  return value.includes(':') && /^[0-9a-f:.]+$/i.test(value);
}
