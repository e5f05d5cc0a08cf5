/**
 * Splits server-sent event text into the names of complete events, keeping the unfinished tail
 * for the next chunk. Comments (heartbeats) and unnamed events are dropped.
 */
export function readEvents(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const name = /^event: ?(.*)$/m.exec(block)?.[1];
    if (name) events.push(name);
  }
  return { events, rest };
}
