/**
 * The demo's social accounts: the group's Facebook Page and Instagram business account (both
 * mapped to Plateau), their posts and the guests' comments on them. The local Graph API server
 * of the browser tests serves the same posts and comments, so a sync finds them already stored.
 */
export const DEMO_PAGE_ID = '4242';
export const DEMO_IG_ACCOUNT = '17841400000000001';
export const DEMO_IG_USERNAME = 'maisontableside';
export const DEMO_GRAPH_TOKEN = 'demo-page-token';

export type DemoSocialPost = {
  platform: 'facebook' | 'instagram';
  id: string;
  caption: string;
  url: string;
  hoursAgo: number;
};

export type DemoSocialComment = {
  platform: 'facebook' | 'instagram';
  id: string;
  postId: string;
  author: string;
  text: string;
  hoursAgo: number;
  /** A draft reply already written, or a reply already posted. */
  reply?: { text: string; status: 'draft' | 'posted' };
};

export const DEMO_SOCIAL_POSTS: DemoSocialPost[] = [
  {
    platform: 'instagram',
    id: '18000000000000101',
    caption: 'Brunch is back on Sundays 🍳 Eggs Benedict, pancakes and our new maple latte.',
    url: 'https://www.instagram.com/p/demo-brunch/',
    hoursAgo: 30,
  },
  {
    platform: 'instagram',
    id: '18000000000000102',
    caption: 'Notre tartare de saumon, ce soir au Plateau.',
    url: 'https://www.instagram.com/p/demo-tartare/',
    hoursAgo: 80,
  },
  {
    platform: 'facebook',
    id: `${DEMO_PAGE_ID}_900001`,
    caption: 'Our patio opens this Friday! Reserve a table for the first sunny evening.',
    url: `https://www.facebook.com/${DEMO_PAGE_ID}/posts/900001`,
    hoursAgo: 50,
  },
  {
    platform: 'facebook',
    id: `${DEMO_PAGE_ID}_900002`,
    caption: 'Soirée jazz jeudi avec le trio Lafleur.',
    url: `https://www.facebook.com/${DEMO_PAGE_ID}/posts/900002`,
    hoursAgo: 120,
  },
];

export const DEMO_SOCIAL_COMMENTS: DemoSocialComment[] = [
  {
    platform: 'instagram',
    id: '17900000000000001',
    postId: '18000000000000101',
    author: 'julie.eats.mtl',
    text: 'Do you take reservations for brunch or is it walk-in only?',
    hoursAgo: 3,
  },
  {
    platform: 'instagram',
    id: '17900000000000002',
    postId: '18000000000000101',
    author: 'marco_foodie',
    text: 'That maple latte was amazing last weekend!',
    hoursAgo: 9,
    reply: { text: 'Thank you Marco! See you on Sunday.', status: 'draft' },
  },
  {
    platform: 'instagram',
    id: '17900000000000003',
    postId: '18000000000000102',
    author: 'sophie.gagnon',
    text: 'Est-ce que le tartare est disponible sans gluten ?',
    hoursAgo: 20,
  },
  {
    platform: 'facebook',
    id: `${DEMO_PAGE_ID}_900001_70001`,
    postId: `${DEMO_PAGE_ID}_900001`,
    author: 'Olivier Martin',
    text: 'Is the patio dog-friendly?',
    hoursAgo: 6,
  },
  {
    platform: 'facebook',
    id: `${DEMO_PAGE_ID}_900001_70002`,
    postId: `${DEMO_PAGE_ID}_900001`,
    author: 'Nadia Benali',
    text: 'We waited 40 minutes for a table last Friday, hope the patio helps!',
    hoursAgo: 14,
  },
  {
    platform: 'facebook',
    id: `${DEMO_PAGE_ID}_900002_70003`,
    postId: `${DEMO_PAGE_ID}_900002`,
    author: 'Luc Fortin',
    text: 'Super soirée, merci pour la musique !',
    hoursAgo: 100,
    reply: { text: 'Merci Luc, au plaisir de vous revoir !', status: 'posted' },
  },
];
