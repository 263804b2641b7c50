import { createHash } from 'node:crypto';

/** A map file serialised once, with the validator browsers revalidate it with (§9 map). */
export interface MapDocument {
  body: string;
  /** weak: the bytes change with the compression the client accepts */
  etag: string;
}

/** §9 map: the value as JSON with a weak ETag from its content. */
export function mapDocument(value: unknown): MapDocument {
  const body = JSON.stringify(value);
  const hash = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `W/"${hash}"` };
}

/** Whether an If-None-Match header names this document's ETag (or is '*'). */
export function mapDocumentMatches(
  document: MapDocument,
  ifNoneMatch: string | undefined,
): boolean {
  if (!ifNoneMatch) return false;
  const tag = document.etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === tag);
}
