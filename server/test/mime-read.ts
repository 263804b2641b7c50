/**
 * A small reader of the MIME messages the server sends (test helper; mailparser is not a
 * dependency): headers with RFC 2047 encoded words, multipart bodies, base64 and
 * quoted-printable parts, UTF-8 text. Enough for nodemailer's output, not for any mail.
 */

export interface ReadMail {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_all, _charset: string, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : qpBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function qpBytes(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    const hex = soft.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes);
}

function split(raw: string): Part {
  const normal = raw.replace(/\r\n/g, '\n');
  const end = normal.indexOf('\n\n');
  const head = end === -1 ? normal : normal.slice(0, end);
  const body = end === -1 ? '' : normal.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body };
}

function param(header: string, name: string): string | null {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1] ?? null;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = type.toLowerCase().startsWith('multipart/') ? param(type, 'boundary') : null;
  if (boundary === null) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(split(chunk.replace(/^\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(part.body).toString('utf8');
  return part.body;
}

function leafOf(parts: Part[], type: string): string {
  const leaf = parts.find((p) =>
    (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
  );
  return leaf ? decodeBody(leaf).replace(/\n$/, '') : '';
}

/** Reads a raw message (CRLF or LF lines). */
export function mimeRead(raw: string): ReadMail {
  const top = split(raw);
  const parts = leaves(top);
  return {
    headers: top.headers,
    from: top.headers.get('from') ?? '',
    to: top.headers.get('to') ?? '',
    subject: top.headers.get('subject') ?? '',
    text: leafOf(parts, 'text/plain'),
    html: leafOf(parts, 'text/html'),
  };
}
