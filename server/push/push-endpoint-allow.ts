/**
 * Issue 19: whether a push endpoint's URL is one the server may call. Only the origins of
 * PUSH_ENDPOINT_ALLOW (the browsers' push services by default) are accepted, so no client
 * can make the server post to an address of its choosing. An entry 'https://*.domain'
 * takes any subdomain of domain (not domain itself), on the default port.
 */

/** The endpoint's origin as the allow list writes it, or null when it is no plain URL. */
function endpointOrigin(endpoint: string): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // credentials in a push URL are never a browser's; a fragment is never sent
  if (url.username !== '' || url.password !== '' || url.hash !== '') return null;
  return url;
}

function entryMatches(entry: string, url: URL): boolean {
  const wildcard = /^https:\/\/\*\.([a-z0-9.-]+)$/.exec(entry);
  if (wildcard) {
    const domain = wildcard[1]!;
    return (
      url.protocol === 'https:' &&
      url.port === '' &&
      url.hostname.endsWith(`.${domain}`) &&
      url.hostname.length > domain.length + 1
    );
  }
  return url.origin === entry;
}

/** Whether `endpoint` is https (or an allowed loopback http origin) and its origin allowed. */
export function pushEndpointAllowed(endpoint: string, allow: readonly string[]): boolean {
  const url = endpointOrigin(endpoint);
  if (url === null) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return allow.some((entry) => entryMatches(entry, url));
}
