// A PNG encoder for the share cards (shareImages.ts): 8-bit RGB rows, each led by its filter byte, deflated at a
// low level. The cards are drawn straight into these rows (no filter pass: the flat ground deflates well unfiltered),
// which halves the encoding time of resvg's own encoder for files of about the same size.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib's level: 3 is as fast as 1 and 10 % smaller on the cards; 6 (the default) takes twice as long. */
const DEFLATE_LEVEL = 3;

/** The byte of the red channel of pixel (x, y) in the rows of an image `width` wide. */
export const rowOffset = (width: number, x: number, y: number): number => y * (width * 3 + 1) + 1 + x * 3;

/** Blank rows for an image: all black, each row's filter byte 0 ("None"). */
export const blankRows = (width: number, height: number): Buffer => Buffer.alloc((width * 3 + 1) * height);

const chunk = (type: string, data: Buffer): Buffer => {
  const bytes = Buffer.alloc(12 + data.length);
  bytes.writeUInt32BE(data.length, 0);
  bytes.write(type, 4, 'latin1');
  data.copy(bytes, 8);
  bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length);
  return bytes;
};

/** Encodes rows made by `blankRows` (and drawn into) as a PNG file. */
export const encodePng = (rows: Buffer, width: number, height: number): Buffer => {
  if (rows.length !== (width * 3 + 1) * height) throw new Error(`encodePng: ${rows.length} bytes are not the rows of a ${width} × ${height} image`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour (RGB)
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: DEFLATE_LEVEL })), chunk('IEND', Buffer.alloc(0))]);
};
