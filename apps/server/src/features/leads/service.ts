import { desc, eq, sql } from 'drizzle-orm';
import type { LeadKind, TLead } from '@tableside/domain/schemas/console';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { leads, onboardingSubmissions, subscriptionTiers } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { PG, pgErrorCode } from '../../lib/pg-errors.ts';
import { writeAudit } from '../../lib/audit.ts';

type StoredLocation = { name?: string; address?: string; website?: string | null };

function onboardingLocations(payload: unknown): TLead['locations'] {
  const list = (payload as { locations?: StoredLocation[] } | null)?.locations ?? [];
  return list.map((l) => ({
    name: l.name ?? '',
    address: l.address ?? '',
    website: l.website ?? null,
  }));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

const STORED_KINDS: readonly string[] = ['newsletter', 'upgrade_request'] satisfies LeadKind[];

function leadDto(l: typeof leads.$inferSelect, tierName: string | null = null): TLead {
  return {
    id: l.id,
    kind: STORED_KINDS.includes(l.kind) ? (l.kind as LeadKind) : 'enterprise_quote',
    name: l.name,
    email: l.email,
    company: l.company,
    phone: l.phone,
    locations_count: l.locationsCount,
    message: l.message,
    locale: l.locale,
    created_at: l.createdAt.toISOString(),
    handled_at: iso(l.handledAt),
    // An upgrade request: the plan wanted and the restaurant asking.
    selected_package: tierName,
    response_style: null,
    locations: [],
    restaurant_id: l.restaurantId,
  };
}

/**
 * Everything the public site collected, newest first: onboarding submissions, enterprise quote
 * requests and newsletter sign-ups (docs/product/console.md#leads), in one shape for the console.
 */
export async function listLeads(db: Db, kind?: LeadKind): Promise<TLead[]> {
  const out: TLead[] = [];
  if (!kind || kind === 'onboarding') {
    const rows = await db
      .select()
      .from(onboardingSubmissions)
      .orderBy(desc(onboardingSubmissions.createdAt))
      .limit(1000);
    for (const s of rows) {
      out.push({
        id: s.id,
        kind: 'onboarding',
        name: s.contactName || null,
        email: s.contactEmail,
        company: s.businessName,
        phone: s.contactPhone || null,
        locations_count: s.locationCount,
        message: null,
        locale: s.locale,
        created_at: s.createdAt.toISOString(),
        handled_at: iso(s.provisionedAt),
        selected_package: s.selectedPackage,
        response_style: s.responseStyle,
        locations: onboardingLocations(s.payload),
        restaurant_id: s.provisionedRestaurantId,
      });
    }
  }
  if (kind !== 'onboarding') {
    const rows = await db
      .select({ lead: leads, tierName: subscriptionTiers.name })
      .from(leads)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, leads.subscriptionTierId))
      .where(kind ? eq(leads.kind, kind) : undefined)
      .orderBy(desc(leads.createdAt))
      .limit(1000);
    out.push(...rows.map((r) => leadDto(r.lead, r.tierName)));
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Marks a quote, sign-up or upgrade request as dealt with (or not); onboarding leads are handled by
 * provisioning. Reopening an upgrade request while the restaurant has another open one is a 409.
 */
export async function markLeadHandled(db: Db, actor: Actor, id: string, handled: boolean) {
  const [row] = await db
    .update(leads)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(eq(leads.id, id))
    .returning()
    .catch((error: unknown) => {
      if (pgErrorCode(error) === PG.uniqueViolation)
        throw new AppError('upgrade_already_requested');
      throw error;
    });
  if (!row) throw notFound('Lead');
  await writeAudit(db, {
    restaurantId: row.restaurantId,
    actorUserId: actor.userId,
    action: handled ? 'lead.handled' : 'lead.reopened',
    entityType: 'lead',
    entityId: id,
  });
  return leadDto(row, await tierName(db, row.subscriptionTierId));
}

async function tierName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [tier] = await db
    .select({ name: subscriptionTiers.name })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, id));
  return tier?.name ?? null;
}

export type NewLead = {
  kind: 'enterprise_quote' | 'newsletter';
  email: string;
  name?: string | null;
  company?: string | null;
  phone?: string | null;
  locationsCount?: string | null;
  message?: string | null;
  locale?: string;
};

/** Stores a quote request or a newsletter sign-up from the public site for the console. */
export async function recordLead(db: Db, lead: NewLead): Promise<TLead> {
  const [row] = await db
    .insert(leads)
    .values({ ...lead, email: lead.email.trim().toLowerCase(), locale: lead.locale ?? 'en' })
    .returning();
  if (!row) throw new Error('lead not stored');
  return leadDto(row);
}
