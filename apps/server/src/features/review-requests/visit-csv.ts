import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isInstant } from '@tableside/domain/date-ranges';
import { VISITS_PER_CALL_MAX } from '@tableside/domain/review-requests';
import { AppError } from '../../lib/app-error.ts';
import { csvParser } from '../review-import/public.ts';
import type { IncomingVisit } from './visits.ts';

// A CSV of visits (docs/product/review-requests.md#visits): read whole and checked row by row
// before anything is stored, so a bad file changes nothing and says which lines to fix.

const ZEmail = z.email().max(254);
type Location = { id: string; name: string };
type Problem = { line: number; field: string };

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The visit's key: the file's id when it has one, otherwise who, where and when. */
const keyOf = (id: string, email: string, locationId: string, at: Date) =>
  `csv:${id || createHash('sha256').update(`${email.toLowerCase()}|${locationId}|${at.toISOString()}`).digest('hex')}`;

function splitName(full: string): [string, string] {
  const words = full.trim().split(/\s+/).filter(Boolean);
  return [
    words.slice(0, -1).join(' ') || (words[0] ?? ''),
    words.length > 1 ? (words.at(-1) ?? '') : '',
  ];
}

export function readVisitCsv(text: string, locations: Location[]): IncomingVisit[] {
  const parser = csvParser();
  const records = [...parser.push(text.replace(/^\uFEFF/, '')), ...parser.end()];
  const [head, ...rows] = records;
  const columns = head?.kind === 'row' ? head.cells.map(norm) : [];
  const at = (name: string) => columns.indexOf(name);
  const missing = ['email', 'location', 'visit_time'].filter((c) => at(c) < 0);
  if (at('name') < 0 && at('first_name') < 0) missing.push('name');
  const refuse = (details: (Problem | { field: string })[]) =>
    new AppError('visit_file_invalid', undefined, { details: details.slice(0, 50) });
  if (missing.length) throw refuse(missing.map((field) => ({ field, line: 1 })));
  if (!rows.length) throw refuse([{ field: 'file', line: 1 }]);
  if (rows.length > VISITS_PER_CALL_MAX)
    throw refuse([{ field: 'file', line: VISITS_PER_CALL_MAX + 2 }]);
  const problems: Problem[] = [];
  const visits: IncomingVisit[] = [];
  for (const record of rows) {
    if (record.kind !== 'row') {
      problems.push({ line: record.line, field: 'row' });
      continue;
    }
    const cell = (name: string) => (at(name) >= 0 ? (record.cells[at(name)] ?? '').trim() : '');
    if (record.cells.every((c) => !c.trim())) continue;
    const email = cell('email');
    const lang = cell('language').toLowerCase().slice(0, 2) || 'en';
    const where = cell('location');
    const location = locations.find(
      (l) => l.id === where || l.name.trim().toLowerCase() === where.toLowerCase(),
    );
    const when = cell('visit_time');
    const [first, last] =
      at('first_name') >= 0 ? [cell('first_name'), cell('last_name')] : splitName(cell('name'));
    const bad = [
      !ZEmail.safeParse(email).success && 'email',
      !['en', 'fr'].includes(lang) && 'language',
      !location && 'location',
      !isInstant(when) && 'visit_time',
      (first.length > 100 || last.length > 100) && 'name',
      cell('visit_id').length > 200 && 'visit_id',
    ].filter((f): f is string => Boolean(f));
    for (const field of bad) problems.push({ line: record.line, field });
    if (bad.length || !location) continue;
    const visitedAt = new Date(when);
    visits.push({
      key: keyOf(cell('visit_id'), email, location.id, visitedAt),
      locationId: location.id,
      firstName: first,
      lastName: last,
      email,
      language: lang as 'en' | 'fr',
      visitedAt,
    });
  }
  if (problems.length) throw refuse(problems);
  return visits;
}
