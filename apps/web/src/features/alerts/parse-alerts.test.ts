import { describe, expect, it, vi } from 'vitest';
import { readEvents } from './event-stream.ts';
import { parseAlertList, withSeen } from './parse-alerts.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('reading the alert list', () => {
  it('reads type bad_review with a data array', () => {
    const items = [{ type: 'bad_review', reviewId: id(1), seen: false, review: null }];
    expect(parseAlertList({ status: 'success', type: 'bad_review', data: items })).toEqual(items);
  });

  it('reads data.reviews as ids of unseen alerts', () => {
    expect(parseAlertList({ data: { reviews: [id(1), id(2)] } })).toEqual([
      { type: 'bad_review', reviewId: id(1), seen: false, review: null },
      { type: 'bad_review', reviewId: id(2), seen: false, review: null },
    ]);
  });

  it('reads a social comment’s alert beside the reviews’, and marks it by the comment’s id', () => {
    const comment = {
      id: id(4),
      location_id: id(5),
      location_name: 'Plateau',
      platform: 'facebook' as const,
      author_name: 'Nadia',
      text: 'Patio?',
      commented_at: '2026-11-20T10:00:00Z',
    };
    const items = [
      { type: 'bad_review', reviewId: id(1), seen: false, review: null },
      { type: 'assigned', commentId: id(4), by: 'Camille', seen: false, comment },
      { type: 'assigned', commentId: id(6), seen: false },
    ];
    const read = parseAlertList({ status: 'success', type: 'bad_review', data: items });
    // A comment's alert without its comment is not one the screen can show.
    expect(read).toEqual(items.slice(0, 2));
    expect(withSeen(read, [id(4)], true).map((a) => a.seen)).toEqual([false, true]);
  });

  it('logs an unexpected answer and reads it as no alerts', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseAlertList({ data: 'nope' })).toEqual([]);
    expect(log).toHaveBeenCalledWith('Unexpected API response format');
    log.mockRestore();
  });

  it('marks and unmarks only the named reviews', () => {
    const items = [1, 2, 3].map((n) => ({
      type: 'bad_review' as const,
      reviewId: id(n),
      seen: false,
      review: null,
    }));
    const seen = withSeen(items, [id(1), id(3)], true);
    expect(seen.map((a) => a.seen)).toEqual([true, false, true]);
    expect(withSeen(seen, [id(3)], false).map((a) => a.seen)).toEqual([true, false, false]);
  });
});

describe('server-sent events', () => {
  it('names complete events, drops heartbeats and keeps the unfinished tail', () => {
    const { events, rest } = readEvents(
      'retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\nevent: alert\ndata: {}\n\nevent: al',
    );
    expect(events).toEqual(['ready', 'alert']);
    expect(rest).toBe('event: al');
    expect(readEvents(`${rest}ert\r\ndata: {}\r\n\r\n`).events).toEqual(['alert']);
  });
});
