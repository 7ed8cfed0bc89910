/**
 * What a writer of positioned bytes (lib/serving/answerText.ts writeTextFile and what calls it)
 * writes, as one file in memory.
 * @example bytesWritten((write) => writeTextFile(regions, regions.length, digest, write))
 */
export function bytesWritten(writer: (write: (bytes: Uint8Array, position: number) => void) => void): Uint8Array {
  const chunks: [Uint8Array, number][] = [];
  writer((bytes, at) => chunks.push([bytes.slice(), at]));
  const file = new Uint8Array(chunks.reduce((end, [b, at]) => Math.max(end, at + b.length), 0));
  for (const [b, at] of chunks) file.set(b, at);
  return file;
}
