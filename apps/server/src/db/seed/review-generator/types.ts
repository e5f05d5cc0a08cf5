// The demo review generator's options and output (see ../review-generator.ts).

export type DemoLocation = { id: string; name: string; city: string };
export type DemoStaff = {
  name: string;
  role: 'server' | 'bartender' | 'chef' | 'host' | 'manager';
  locationId: string;
};
export type DemoReplyStatus = 'draft' | 'edited' | 'regenerated' | 'approved' | 'posted';
export type DemoReview = {
  source: 'google' | 'yelp' | 'tripadvisor';
  externalId: string;
  locationId: string;
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  language: 'en' | 'fr';
  reviewDate: Date;
  reply: null | {
    text: string;
    status: DemoReplyStatus;
    approvedAt: Date | null;
    postedAt: Date | null;
  };
};
export type GenerateOptions = {
  locations: DemoLocation[];
  staff: DemoStaff[];
  menu: string[];
  count: number;
  now: Date;
  seed: number;
  /** How far back reviews go, in calendar months before `now`. Default 12. */
  months?: number;
};
