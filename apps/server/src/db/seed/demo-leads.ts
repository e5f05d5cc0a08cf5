import type { Db } from '../client.ts';
import { leads, onboardingSubmissions } from '../schema.ts';

/** What the public site would have collected, so the console's Leads screen has content. */
export async function seedDemoLeads(db: Pick<Db, 'insert'>, now: Date): Promise<void> {
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  await db.insert(onboardingSubmissions).values({
    businessName: 'Café Demo',
    contactName: 'Jeanne Demo',
    contactEmail: 'jeanne@cafe-demo.example',
    contactPhone: '514-555-0142',
    selectedPackage: 'essential',
    locationCount: '2-5',
    responseStyle: 'friendly',
    locale: 'fr',
    createdAt: hoursAgo(5),
    payload: {
      locations: [
        { name: 'Café Demo Centre', address: '10 rue Demo, Montréal', website: null },
        { name: 'Café Demo Nord', address: '20 rue Demo, Laval', website: null },
      ],
    },
  });
  await db.insert(leads).values([
    {
      kind: 'enterprise_quote',
      name: 'Alex Franchise',
      email: 'alex@franchise-demo.example',
      company: 'Franchise Demo Inc.',
      phone: '416-555-0199',
      locationsCount: '26-50',
      message: 'We run 32 locations and want an overview per franchisee.',
      createdAt: hoursAgo(30),
    },
    { kind: 'newsletter', email: 'reader@demo.example', createdAt: hoursAgo(50) },
  ]);
}
