import {
  DEMO_GRAPH_TOKEN,
  DEMO_IG_ACCOUNT,
  DEMO_IG_USERNAME,
  DEMO_PAGE_ID,
  DEMO_SOCIAL_COMMENTS,
  DEMO_SOCIAL_POSTS,
} from '../../db/seed/demo-socials.ts';
import { startGraphServer } from './graph-api-server.ts';

/**
 * The local Graph API server as a process of its own, for browser journeys: the demo's Facebook
 * Page and Instagram account connect to it when DEMO_GRAPH_API points here, and it serves the
 * demo's posts and comments. `GET /__calls` lists what it received.
 */
const port = Number(process.env.FAKE_GRAPH_PORT ?? 3241);
const server = await startGraphServer(DEMO_GRAPH_TOKEN, DEMO_PAGE_ID, {
  port,
  igAccount: { id: DEMO_IG_ACCOUNT, username: DEMO_IG_USERNAME },
});
const at = (hoursAgo: number) =>
  new Date(Date.now() - hoursAgo * 3_600_000).toISOString().replace(/\.\d+Z$/, '+0000');
for (const post of DEMO_SOCIAL_POSTS) {
  if (post.platform === 'facebook')
    server.posts.push({
      id: post.id,
      message: post.caption,
      permalink_url: post.url,
      created_time: at(post.hoursAgo),
    });
  else
    server.media.push({
      id: post.id,
      caption: post.caption,
      permalink: post.url,
      timestamp: at(post.hoursAgo),
    });
}
for (const c of DEMO_SOCIAL_COMMENTS) {
  const posted = c.reply?.status === 'posted' ? c.reply.text : null;
  if (c.platform === 'facebook') {
    server.comments.set(c.postId, [
      ...(server.comments.get(c.postId) ?? []),
      {
        id: c.id,
        from: { id: `fan-${c.id}`, name: c.author },
        message: c.text,
        created_time: at(c.hoursAgo),
      },
    ]);
    if (posted) server.comments.set(c.id, [{ from: { id: DEMO_PAGE_ID }, message: posted }]);
  } else {
    server.igComments.set(c.postId, [
      ...(server.igComments.get(c.postId) ?? []),
      { id: c.id, text: c.text, username: c.author, timestamp: at(c.hoursAgo) },
    ]);
    if (posted)
      server.igReplies.set(c.id, [
        { id: `r-${c.id}`, text: posted, username: DEMO_IG_USERNAME, timestamp: at(c.hoursAgo) },
      ]);
  }
}
console.warn(`local Graph API server on ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
