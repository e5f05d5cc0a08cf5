import { createServer } from 'node:http';
import { startSmtpServer } from './smtp-server.ts';

/**
 * The local SMTP server as a process of its own, for browser journeys: every e-mail the server
 * under test sends lands here, and `GET /__mails` on the next port lists them as JSON.
 */
const port = Number(process.env.FAKE_SMTP_PORT ?? 3125);
const smtp = await startSmtpServer(port);
const http = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(smtp.received));
}).listen(port + 1, '127.0.0.1', () => console.warn(`local SMTP server on ${smtp.url}`));
process.on('SIGTERM', () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
});
