import { request } from 'node:http';

/** POSTs a call and counts the bytes as they cross the wire (compressed when the server compresses). */
export function postRaw(url: string, path: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method: 'POST', headers: { 'accept-encoding': 'gzip, br', 'content-length': 0 } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) reject(new Error(`${path}: HTTP ${res.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
