import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { GROWTH_ADMIN } from './support/demo-users.ts';
import { accessToken, signIn } from './support/session.ts';

/**
 * A chain's location switcher: past a screenful of locations it opens on a search field and
 * lists the first 50 only. The journey adds its own locations to the Growth restaurant, named
 * to sort after the ones other journeys look for there, and deletes them at the end.
 */
const ADDED = 55;

async function growthApi(request: APIRequestContext) {
  const token = await accessToken(request, GROWTH_ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const self = await request.get('/v1/restaurant/self', { headers });
  return { headers, restaurantId: (await self.json()).data.id as string };
}

test('with many locations the switcher searches them and lists the first 50', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Math.random().toString(36).slice(2, 7);
  const api = await growthApi(request);
  const added: { id: string; name: string }[] = [];
  try {
    for (let i = 1; i <= ADDED; i++) {
      const name = `Zone ${String(i).padStart(3, '0')} ${stamp}`;
      const res = await request.post('/v1/location', {
        headers: api.headers,
        data: { name, restaurant_id: api.restaurantId },
      });
      expect(res.status()).toBe(200);
      added.push({ id: (await res.json()).data.id as string, name });
    }
    await signIn(page, GROWTH_ADMIN);
    await page.goto('/en/dashboard/home');
    await page.getByTestId('location-switcher').click();
    const search = page.getByRole('searchbox', { name: 'Search locations' });
    await expect(search).toBeFocused();
    const options = page.getByRole('list', { name: 'Locations' }).getByRole('button');
    await expect(options).toHaveCount(50);
    await expect(options.first()).toHaveText('All Locations');
    const status = page.getByTestId('location-search-status');
    // Other journeys add and remove Growth locations meanwhile: the total is ours and theirs.
    await expect(status).toHaveText(/^The first 50 of \d+ locations: type to narrow$/);
    const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(ADDED);
    await expectNoViolations(page, 'location search');

    await search.fill(`zone 042 ${stamp.toUpperCase()}`);
    await expect(options).toHaveCount(1);
    await expect(options).toHaveText(`Zone 042 ${stamp}`);
    await expect(status).toHaveText('1 location');
    await search.fill('no such place anywhere');
    await expect(options).toHaveCount(0);
    await expect(status).toHaveText('No location matches');

    // Enter picks the first match; the arrow moves from the field into the list.
    await search.fill(`Zone 007 ${stamp}`);
    await search.press('Enter');
    await expect(page.getByTestId('location-switcher')).toContainText(`Zone 007 ${stamp}`);
    await page.getByTestId('location-switcher').click();
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(`Zone 04 ${stamp}`);
    await expect(options).toHaveCount(11); // 004 and 040–049
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('location-switcher')).toContainText(`Zone 004 ${stamp}`);

    await page.goto('/fr/dashboard/home');
    await page.getByTestId('location-switcher').click();
    await expect(page.getByTestId('location-search-status')).toHaveText(
      /^Les 50 premiers sur \d+ établissements : précisez la recherche$/,
    );
  } finally {
    for (const { id, name } of added) {
      const removed = await request.delete(
        `/v1/location/${id}?confirm_name=${encodeURIComponent(name)}`,
        { headers: api.headers },
      );
      expect(removed.status()).toBe(200);
    }
  }
});
