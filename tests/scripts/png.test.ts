// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blankRows, encodePng, rowOffset } from '../../scripts/build/png';
import { pngSize } from '../../scripts/images/renditions';

describe('encodePng', () => {
  it('writes a PNG of the given size whose image data are the rows drawn', () => {
    const rows = blankRows(3, 2);
    rows.set([255, 128, 0], rowOffset(3, 2, 1));
    const png = encodePng(rows, 3, 2);
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    const idat = png.indexOf('IDAT');
    const data = png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4));
    expect([...inflateSync(data)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 128, 0]);
  });

  it('refuses rows of another size, naming the size expected', () => {
    expect(() => encodePng(blankRows(3, 2), 4, 2)).toThrow('are not the rows of a 4 × 2 image');
  });
});
