/**
 * What the DSC comments of a PostScript or EPS file say about its size. Conforming EPS files must carry
 * `%%BoundingBox`; plain PostScript without one prints on the interpreter's default page (US Letter).
 */
export interface Box {
  llx: number;
  lly: number;
  urx: number;
  ury: number;
}

export const LETTER: Box = { llx: 0, lly: 0, urx: 612, ury: 792 };

const NUM = String.raw`(-?\d+(?:\.\d+)?)`;
const BOX = (name: string) => new RegExp(String.raw`^%%${name}:[ \t]*${NUM}[ \t]+${NUM}[ \t]+${NUM}[ \t]+${NUM}`, 'm');
const TAIL = 64 * 1024;

function readBox(text: string): Box | null {
  for (const name of ['HiResBoundingBox', 'BoundingBox']) {
    const m = BOX(name).exec(text);
    if (m) {
      const [llx, lly, urx, ury] = m.slice(1, 5).map(Number) as [number, number, number, number];
      if (urx > llx && ury > lly) return { llx, lly, urx, ury };
    }
  }
  return null;
}

/** The header's box, or the trailer's when the header defers it with `(atend)`. */
export function boundingBox(ps: Buffer): Box | null {
  return readBox(ps.subarray(0, TAIL).toString('latin1')) ?? readBox(ps.subarray(-TAIL).toString('latin1'));
}

export function pageCount(ps: Buffer): number {
  const m = /^%%Pages:[ \t]*(\d+)/m.exec(ps.subarray(0, TAIL).toString('latin1')) ?? /^%%Pages:[ \t]*(\d+)/m.exec(ps.subarray(-TAIL).toString('latin1'));
  const n = m ? Number(m[1]) : 1;
  return n >= 1 ? n : 1;
}
