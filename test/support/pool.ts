/**
 * Runs `work` over items, `width` at a time: the end-to-end suites ask the real server for every
 * ZCTA without opening 33,791 requests at once.
 * @example await pool(zips, 8, async (zip) => { await server.getJson(`/typical-weather?zip=${zip}`); })
 */
export async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}
