/**
 * IANA's current names for zones that ICU (and so `Intl.supportedValuesOf`) still lists under
 * an older one (Asia/Calcutta for Asia/Kolkata): what people and other systems send today.
 */
const CURRENT_NAMES = [
  'America/Argentina/Buenos_Aires',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Nuuk',
  'Asia/Ho_Chi_Minh',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Yangon',
  'Atlantic/Faroe',
  'Europe/Kyiv',
  'Pacific/Chuuk',
  'Pacific/Kanton',
  'Pacific/Pohnpei',
];

function runtimeKnows(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zones a restaurant may have: UTC, the zones the JavaScript runtime lists and the
 * current names above. Not every alias the runtime resolves: PostgreSQL's tzdata dropped some
 * (`US/Pacific-New` once reached it and failed as a 500); a test checks the database knows
 * every name here.
 */
export const TIME_ZONES: readonly string[] = [
  ...new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), ...CURRENT_NAMES.filter(runtimeKnows)]),
];

const KNOWN = new Set(TIME_ZONES);

export function isTimeZone(value: string): boolean {
  return KNOWN.has(value);
}
