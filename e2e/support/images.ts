/** A real 16 x 16 PNG (a blue square), for the settings photo. */
export const SMALL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHElEQVR4nGNgaPhPEmIY1TCqYVTDqIZRDUNUAwAeVfRwL8mmYQAAAABJRU5ErkJggg==', 'base64');

/** A "PNG" of exactly `bytes` bytes: the signature, then zeros (enough for a size check). */
export function pngOfBytes(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}
