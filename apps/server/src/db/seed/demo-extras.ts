import type { Db } from '../client.ts';
import { bookings, socialComments, sourceAccounts, sourceConnections } from '../schema.ts';
import { demoBookings } from './demo-bookings.ts';
import {
  DEMO_IG_ACCOUNT,
  DEMO_PAGE_ID,
  DEMO_SOCIAL_COMMENTS,
  DEMO_SOCIAL_POSTS,
} from './demo-socials.ts';

/**
 * The Pro group's bookings and social comments. Without a booking system address the demo
 * keeps offline bookings of its guests (so verified guests show out of the box); with one it
 * has the booking account instead. With a Graph API address its Facebook Page and Instagram
 * account are connected at Plateau, so replies to comments are posted there.
 */
export async function seedDemoBookingsAndSocials(
  tx: Pick<Db, 'insert'>,
  restaurantId: string,
  locations: { id: string; name: string }[],
  reviews: { authorName: string; reviewDate: Date; locationId: string }[],
  now: Date,
  opts: {
    bookingApi?: { baseUrl: string; sealedCredentials: string };
    graphApi?: { baseUrl: string; sealedToken: string };
  },
): Promise<void> {
  const plateau = locations.find((l) => l.name === 'Plateau') ?? locations[0];
  if (!plateau) return;
  if (opts.bookingApi) {
    await tx.insert(sourceAccounts).values({
      restaurantId,
      source: 'libro',
      baseUrl: opts.bookingApi.baseUrl,
      credentials: opts.bookingApi.sealedCredentials,
    });
  } else {
    const rows = demoBookings(reviews, locations, now);
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(bookings).values(
        rows.slice(i, i + 500).map((b) => ({
          restaurantId,
          locationId: b.locationId,
          source: 'demo',
          externalId: b.externalId,
          firstName: b.firstName,
          lastName: b.lastName,
          startsAt: b.startsAt,
          partySize: b.partySize,
          status: b.status,
          venueName: b.venueName,
        })),
      );
  }
  if (opts.graphApi) {
    const { baseUrl, sealedToken } = opts.graphApi;
    await tx.insert(sourceAccounts).values(
      (['facebook', 'instagram'] as const).map((source) => ({
        restaurantId,
        source,
        baseUrl,
        credentials: sealedToken,
      })),
    );
    await tx.insert(sourceConnections).values(
      (['facebook', 'instagram'] as const).map((source) => ({
        restaurantId,
        locationId: plateau.id,
        source,
        externalLocation: source === 'facebook' ? DEMO_PAGE_ID : DEMO_IG_ACCOUNT,
        baseUrl,
      })),
    );
  }
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  await tx.insert(socialComments).values(
    DEMO_SOCIAL_COMMENTS.map((c) => {
      const post = DEMO_SOCIAL_POSTS.find((p) => p.id === c.postId);
      const posted = c.reply?.status === 'posted';
      return {
        restaurantId,
        locationId: plateau.id,
        platform: c.platform,
        externalId: c.id,
        postId: c.postId,
        postCaption: post?.caption ?? null,
        postUrl: post?.url ?? null,
        authorName: c.author,
        text: c.text,
        commentedAt: hoursAgo(c.hoursAgo),
        response: c.reply?.text ?? null,
        status: c.reply?.status ?? 'new',
        responseApproved: posted,
        approvedAt: posted ? hoursAgo(c.hoursAgo - 1) : null,
        postedAt: posted ? hoursAgo(c.hoursAgo - 1) : null,
      };
    }),
  );
}
