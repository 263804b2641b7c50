/** Whether a request's URL is one of the API's calls (under API_BASE), query aside. */
export function isUnderApi(url: string, apiBase: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === apiBase || path.startsWith(`${apiBase}/`);
}
