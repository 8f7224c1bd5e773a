import { deflateSync } from 'node:zlib';

/**
 * Small photos of cargo for the demo receipts, drawn here pixel by pixel and encoded as PNG: a
 * carton on the warehouse floor, a wrapped pallet, and a carton with a crushed corner.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

type Rgb = readonly [number, number, number];

/** An RGB image of the given size as PNG bytes, each pixel's colour from `paint`. */
export const encodePng = (width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer => {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
};

const W = 160;
const H = 120;
const FLOOR: Rgb = [196, 198, 200];
const WALL: Rgb = [226, 228, 231];
const background = (y: number): Rgb => (y > 84 ? FLOOR : WALL);
const inBox = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) =>
  x >= x0 && x < x1 && y >= y0 && y < y1;

const carton = (damaged: boolean) =>
  encodePng(W, H, (x, y) => {
    if (damaged && x > 96 && y < 52 && x - 96 > y - 28) return background(y);
    if (inBox(x, y, 44, 28, 116, 100)) {
      if (inBox(x, y, 76, 28, 84, 100)) return [214, 190, 120]; // tape
      if (damaged && inBox(x, y, 90, 30, 114, 54)) return [150, 60, 50];
      return x === 44 || x === 115 || y === 28 || y === 99 ? [120, 84, 40] : [181, 136, 78];
    }
    return background(y);
  });

const pallet = encodePng(W, H, (x, y) => {
  if (inBox(x, y, 30, 96, 130, 106)) return (x - 30) % 24 < 6 ? [90, 64, 36] : [150, 110, 64];
  if (inBox(x, y, 36, 24, 124, 96)) return (x + y) % 9 === 0 ? [200, 212, 220] : [168, 186, 200];
  return background(y);
});

/** The demo photos: a carton, a pallet and a damaged carton. */
export const DEMO_PHOTOS: readonly Buffer[] = [carton(false), pallet, carton(true)];
