import { startHookServer } from './chat-hooks-server.ts';

/**
 * The local Slack, Teams and webhook receiver as a process of its own, for browser journeys:
 * escalation channels point at it (ALERT_CHANNEL_ALLOW_HOSTS opens it to them), and
 * `GET /__calls` lists what it received.
 */
const port = Number(process.env.FAKE_HOOKS_PORT ?? 3244);
const server = await startHookServer({ port });
console.warn(`local chat webhooks on ${server.origin}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
