import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { auditLog, reviews } from '../../db/schema.ts';
import { waitFor } from '../../test/wait.ts';
import { signBody } from '../ingest/signature.ts';
import { openWorkflowApp, type WorkflowApp } from '../../test/workflow-app.ts';

// Assignment rules on arrival (docs/product/team-workflow.md#assignment-rules).

let w: WorkflowApp;
let t: TestApp;
beforeAll(async () => {
  w = await openWorkflowApp();
  t = w.t;
});
afterAll(() => t.close());

describe('assignment rules', () => {
  let seq = 0;
  async function arrive(
    location: string,
    rating: number,
    text: string,
    { source = 'google', language }: { source?: string; language?: 'en' | 'fr' } = {},
  ) {
    const externalId = `rule-${++seq}`;
    const raw = JSON.stringify({
      reviews: [
        {
          location_id: t.fx.loc(location).id,
          source,
          external_id: externalId,
          ...(language && { language }),
          author_name: 'Maya',
          rating,
          text,
          review_date: new Date().toISOString(),
        },
      ],
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await t.call('POST', '/v1/ingest/reviews', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-tableside-restaurant': w.maisonId,
        'x-tableside-timestamp': ts,
        'x-tableside-signature': signBody(w.secret, ts, raw),
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.externalId, externalId));
    return row!.id;
  }
  const applied = (id: string) =>
    waitFor(
      () =>
        t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'review.assigned'))),
      (rows) => rows.length > 0,
      { timeoutMs: 15_000 },
    );

  it('saves an ordered list for Admins and refuses an assignee who may not take reviews there', async () => {
    const url = `/v1/restaurant/${w.maisonId}/assignment-rule`;
    const refused = await t.call('PUT', url, {
      token: w.tokens.admin,
      body: {
        rules: [
          {
            name: 'Bravo to manager',
            location_id: t.fx.loc('Bravo').id,
            assignee_id: t.fx.users.manager.id,
          },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('assignee_not_allowed');
    const band = await t.call('PUT', url, {
      token: w.tokens.admin,
      body: {
        rules: [{ name: 'x', min_rating: 4, max_rating: 2, assignee_id: t.fx.users.admin.id }],
      },
    });
    expect(band.statusCode).toBe(400);
    const saved = await t.call('PUT', url, {
      token: w.tokens.admin,
      body: {
        rules: [
          { name: 'Incidents to the owner', incident: true, assignee_id: t.fx.users.admin.id },
          {
            name: 'Alpha one star',
            location_id: w.alpha(),
            max_rating: 1,
            assignee_id: t.fx.users.manager.id,
          },
          {
            name: 'French reviews',
            language: 'fr',
            assignee_id: t.fx.users.admin.id,
            enabled: false,
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().data.map((r: { name: string; position: number }) => [r.position, r.name]),
    ).toEqual([
      [0, 'Incidents to the owner'],
      [1, 'Alpha one star'],
      [2, 'French reviews'],
    ]);
  });

  it('assigns an arriving review by the first rule that matches, and notifies the assignee', async () => {
    const oneStar = await arrive('Alpha', 1, 'Cold soup and nobody came back to our table.');
    await applied(oneStar);
    expect(await w.assigneeOf(oneStar)).toBe(t.fx.users.manager.id);
    expect(await w.alertsOf('manager')).toContainEqual(
      expect.objectContaining({ type: 'assigned', reviewId: oneStar, by: null }),
    );
    // An incident matches the first rule, before the Alpha one-star rule.
    const sick = await arrive(
      'Alpha',
      1,
      'We both got food poisoning after the oysters and were sick all night.',
    );
    await applied(sick);
    expect(await w.assigneeOf(sick)).toBe(t.fx.users.admin.id);
  });

  it('leaves a review no enabled rule matches unassigned', async () => {
    const five = await arrive('Alpha', 5, 'Lovely evening.');
    const french = await arrive('Bravo', 4, 'Très bon repas, merci.');
    // A later review's assignment means the earlier jobs ran too (one queue, in order).
    const marker = await arrive('Alpha', 1, 'The fries were cold again.');
    await applied(marker);
    expect(await w.assigneeOf(five)).toBeNull();
    expect(await w.assigneeOf(french)).toBeNull();
  });

  it('matches a rule on the source, and on the language read from a review that names none', async () => {
    const saved = await t.call('PUT', `/v1/restaurant/${w.maisonId}/assignment-rule`, {
      token: w.tokens.admin,
      body: {
        rules: [
          {
            name: 'Yelp at Alpha',
            source: 'yelp',
            location_id: w.alpha(),
            assignee_id: t.fx.users.manager.id,
          },
          { name: 'French reviews', language: 'fr', assignee_id: t.fx.users.admin.id },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const fromYelp = await arrive('Alpha', 3, 'Fine, a bit slow.', { source: 'yelp' });
    const fromGoogle = await arrive('Alpha', 3, 'Fine, a bit slow.');
    // No language given by the source: the analysis reads it before the rules apply.
    const french = await arrive('Bravo', 4, 'Très bon repas, le service était attentionné.');
    const named = await arrive('Charlie', 2, 'Le service était lent.', { language: 'fr' });
    await applied(fromYelp);
    await applied(french);
    await applied(named);
    expect(await w.assigneeOf(fromYelp)).toBe(t.fx.users.manager.id);
    expect(await w.assigneeOf(fromGoogle)).toBeNull();
    expect(await w.assigneeOf(french)).toBe(t.fx.users.admin.id);
    expect(await w.assigneeOf(named)).toBe(t.fx.users.admin.id);
  });
});
