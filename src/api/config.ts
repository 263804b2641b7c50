/** §7 base path of every call (configuration, default '/api'), without a trailing slash. */
export const API_BASE: string = apiBase(
  // import.meta.env is Vite's; plain Node (scripts, benchmarks) has none
  import.meta.env?.VITE_API_BASE ?? '/api',
);

function apiBase(value: string): string {
  if (!/^(\/|https?:\/\/)/.test(value)) {
    throw new Error(`VITE_API_BASE debe empezar con / o http(s)://, no '${value}'`);
  }
  return value.replace(/\/+$/, '');
}
