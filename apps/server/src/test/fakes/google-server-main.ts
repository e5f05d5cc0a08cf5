import { startGoogleServer } from './google-business-server.ts';

/**
 * The local Google Business Profile server as a process of its own, for browser journeys:
 * Tableside's demo locations connect to it when DEMO_GOOGLE_API points here.
 * `GET /__calls` lists what it received.
 */
const port = Number(process.env.FAKE_GOOGLE_PORT ?? 3199);
const server = await startGoogleServer(process.env.FAKE_GOOGLE_TOKEN ?? 'demo-google-token', {
  port,
});
console.warn(`local Google Business Profile server on ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
