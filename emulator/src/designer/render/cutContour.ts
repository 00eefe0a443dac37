import {
  appendBezierCurve, closePath, endMarkedContent, LineJoinStyle, lineTo, moveTo, PDFDict, PDFName, PDFNumber, PDFOperator,
  PDFOperatorNames, PDFString, popGraphicsState, pushGraphicsState, setGraphicsState, setLineJoin, setLineWidth, stroke,
  type PDFDocument, type PDFPage, type PDFRef,
} from 'pdf-lib';
import type { CutSegment } from '../cutPath.ts';
import type { DesignSurface } from '../model.ts';

/**
 * The die-cut line in the print PDF, where cutting software looks for it: a stroke in a spot colour named
 * "CutContour" (the name Roland, Mimaki and Summa RIPs cut along; 100 % magenta as its process stand-in), inside
 * an optional-content group (a layer) of the same name, overprinting so it never knocks a hole in the artwork.
 */
export const CUT_CONTOUR = 'CutContour';
/** a hairline the RIP cuts along; thin enough to vanish if someone prints it by mistake */
const CUT_LINE_WIDTH = 0.25;
const GS = 'CutContourGS';

export interface CutContourLayer {
  ocg: PDFRef;
  colorSpace: PDFRef;
  gstate: PDFRef;
}

/** Once per document: the layer (listed, on) and the shared colour space and overprint state. */
export function addCutContourLayer(doc: PDFDocument): CutContourLayer {
  const c = doc.context;
  const ocg = c.register(c.obj({ Type: 'OCG', Name: PDFString.of(CUT_CONTOUR) }));
  doc.catalog.set(PDFName.of('OCProperties'), c.obj({ OCGs: [ocg], D: { Name: PDFString.of('Layers'), Order: [ocg], ON: [ocg] } }));
  // tint 1 → C0 M1 Y0 K0: the process colour a proofer shows for the spot
  const tint = c.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0, 0], N: 1 });
  const colorSpace = c.register(c.obj(['Separation', CUT_CONTOUR, 'DeviceCMYK', tint]));
  const gstate = c.register(c.obj({ Type: 'ExtGState', OP: true, op: true, OPM: 1 }));
  return { ocg, colorSpace, gstate };
}

function subDict(parent: PDFDict, key: string, doc: PDFDocument): PDFDict {
  const existing = parent.lookupMaybe(PDFName.of(key), PDFDict);
  if (existing) return existing;
  const made = doc.context.obj({});
  parent.set(PDFName.of(key), made);
  return made;
}

/** Strokes the surface's cut path (trim coordinates, y down) on its page, in the trim box. */
export function drawCutContour(doc: PDFDocument, page: PDFPage, s: DesignSurface, cut: CutSegment[], layer: CutContourLayer): void {
  const { Resources, ExtGState } = page.node.normalizedEntries();
  subDict(Resources, 'ColorSpace', doc).set(PDFName.of(CUT_CONTOUR), layer.colorSpace);
  subDict(Resources, 'Properties', doc).set(PDFName.of(CUT_CONTOUR), layer.ocg);
  ExtGState.set(PDFName.of(GS), layer.gstate);

  const X = (x: number) => s.bleed.left + x;
  const Y = (y: number) => page.getHeight() - (s.bleed.top + y);
  const ops: PDFOperator[] = [
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('OC'), PDFName.of(CUT_CONTOUR)]),
    pushGraphicsState(),
    setGraphicsState(GS),
    PDFOperator.of(PDFOperatorNames.StrokingColorspace, [PDFName.of(CUT_CONTOUR)]),
    PDFOperator.of(PDFOperatorNames.StrokingColorN, [PDFNumber.of(1)]),
    setLineWidth(CUT_LINE_WIDTH),
    setLineJoin(LineJoinStyle.Round),
  ];
  // PDF has cubic curves only: a quadratic's control point becomes two, two thirds of the way from each end
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  for (const seg of cut) {
    if (seg.op === 'Z') {
      ops.push(closePath());
      cx = sx;
      cy = sy;
      continue;
    }
    if (seg.op === 'M') {
      ops.push(moveTo(X(seg.x), Y(seg.y)));
      sx = seg.x;
      sy = seg.y;
    } else if (seg.op === 'L') ops.push(lineTo(X(seg.x), Y(seg.y)));
    else if (seg.op === 'C') ops.push(appendBezierCurve(X(seg.x1), Y(seg.y1), X(seg.x2), Y(seg.y2), X(seg.x), Y(seg.y)));
    else if (seg.op === 'Q') {
      const c1x = cx + (2 / 3) * (seg.x1 - cx);
      const c1y = cy + (2 / 3) * (seg.y1 - cy);
      const c2x = seg.x + (2 / 3) * (seg.x1 - seg.x);
      const c2y = seg.y + (2 / 3) * (seg.y1 - seg.y);
      ops.push(appendBezierCurve(X(c1x), Y(c1y), X(c2x), Y(c2y), X(seg.x), Y(seg.y)));
    }
    cx = seg.x;
    cy = seg.y;
  }
  ops.push(stroke(), popGraphicsState(), endMarkedContent());
  page.pushOperators(...ops);
}
