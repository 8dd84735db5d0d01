/**
 * Reads rows in batches ordered by a key (`keyOf`, read after the last batch's last row) and hands
 * each batch over, until a batch comes back shorter than `size`: a job walking many rows never
 * holds more than one batch in memory.
 */
export async function forEachBatch<Row>(
  size: number,
  read: (afterKey: number) => Promise<Row[]>,
  keyOf: (row: Row) => number,
  handle: (batch: Row[]) => Promise<void>,
): Promise<void> {
  let afterKey = 0
  for (;;) {
    const batch = await read(afterKey)
    const last = batch.at(-1)
    if (last === undefined) return
    afterKey = keyOf(last)
    await handle(batch)
    if (batch.length < size) return
  }
}
