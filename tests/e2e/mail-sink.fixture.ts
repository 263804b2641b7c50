import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mimeRead } from '../../server/test/mime-read';

/**
 * The mails the app sent during the end-to-end run, as the sink of scripts/e2e-server.mjs
 * stored them (one JSON file each in .data/e2e/mail): wait for one to an address, and take
 * a link out of it, as a customer would click it.
 */

export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '.data/e2e/mail';

export interface SinkMail {
  /** the envelope's recipients */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: Date;
  file: string;
}

interface StoredMail {
  receivedAt: string;
  from: string;
  to: string[];
  raw: string;
}

/** Every mail received so far, oldest first. */
export async function mailsReceived(): Promise<SinkMail[]> {
  let names: string[];
  try {
    names = (await readdir(MAIL_DIR)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (file) => {
      const stored = JSON.parse(await readFile(join(MAIL_DIR, file), 'utf8')) as StoredMail;
      const read = mimeRead(stored.raw);
      return {
        to: stored.to,
        from: stored.from,
        subject: read.subject,
        text: read.text,
        html: read.html,
        receivedAt: new Date(stored.receivedAt),
        file,
      };
    }),
  );
}

export interface WaitForMailOptions {
  /** part of the subject, or a pattern it matches */
  subject?: string | RegExp;
  /** only mails received at or after this instant (e.g. taken before the action) */
  since?: Date;
  /** ms; default 15 000 (the server looks at its outbox every MAIL_POLL_MS) */
  timeout?: number;
}

const matches = (mail: SinkMail, to: string, options: WaitForMailOptions) => {
  if (!mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) return false;
  if (options.since && mail.receivedAt < options.since) return false;
  const { subject } = options;
  if (subject === undefined) return true;
  return typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject);
};

/** The newest mail to `to` (any case) matching the options; throws after the timeout. */
export async function waitForMail(to: string, options: WaitForMailOptions = {}): Promise<SinkMail> {
  const until = Date.now() + (options.timeout ?? 15_000);
  for (;;) {
    const found = (await mailsReceived()).filter((mail) => matches(mail, to, options));
    const newest = found.at(-1);
    if (newest) return newest;
    if (Date.now() > until) {
      throw new Error(
        `No llegó ningún correo a ${to}${options.subject ? ` (${String(options.subject)})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const URLS = /https?:\/\/[^\s<>"')]+/g;

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The first link in the mail whose path starts with `pathPrefix` ('/validar-cuenta',
 * '/updatepass/'), from its text or else its HTML; throws when there is none.
 */
export function linkIn(mail: SinkMail, pathPrefix: string): string {
  const candidates = [
    ...(mail.text.match(URLS) ?? []),
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1] ?? '')),
  ];
  for (const candidate of candidates) {
    try {
      if (new URL(candidate).pathname.startsWith(pathPrefix)) return candidate;
    } catch {
      // not a URL: the next one
    }
  }
  throw new Error(`El correo "${mail.subject}" no tiene un enlace a ${pathPrefix}`);
}
