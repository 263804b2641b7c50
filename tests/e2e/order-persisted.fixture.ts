import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's persisted query cache (IndexedDB, written about a second after a
 * change) holds the order: a tracker opened after this restores that copy first.
 */
export async function orderPersisted(page: Page, hash: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const read = open.result
                  .transaction('keyval')
                  .objectStore('keyval')
                  .get('query-cache');
                read.onsuccess = () => resolve(String(read.result ?? '').includes(wanted));
                read.onerror = () => resolve(false);
              };
            }),
          hash,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}
