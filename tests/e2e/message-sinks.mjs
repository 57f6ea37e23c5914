#!/usr/bin/env node
// The customer messages' far ends for the end-to-end tests (issue 30; playwright.config.ts starts it
// beside `npm run demo:server`): a real SMTP server (the `smtp-server` package; mails parsed by
// `mailparser`) and a fake of the WhatsApp Cloud API. `GET /received` answers what both took, for a
// test to read: the mails (to, subject, text) and the WhatsApp calls (path, body).
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const SMTP_PORT = Number(process.env.SINK_SMTP_PORT || 2525);
const HTTP_PORT = Number(process.env.SINK_HTTP_PORT || 4012);
const mails = [];
const whatsapp = [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream).then((mail) => {
      mails.push({ to: mail.to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
      done();
    }, done);
  },
}).listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/received') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ mails, whatsapp }));
    return;
  }
  let text = '';
  req.on('data', (c) => (text += c));
  req.on('end', () => {
    whatsapp.push({ path: req.url, body: text ? JSON.parse(text) : null });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ messages: [{ id: `wamid.${whatsapp.length}` }] }));
  });
}).listen(HTTP_PORT, '127.0.0.1', () => console.log(`message sinks: SMTP on ${SMTP_PORT}, HTTP on ${HTTP_PORT}`));
