/**
 * Accepts only plain CSS colour values: hex, rgb()/rgba(), hsl()/hsla() with
 * numeric arguments, or a named colour. Anything else (url(), var(),
 * semicolons, braces, comments, expressions) is rejected, so snippet content
 * cannot inject CSS through a theme value.
 */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)%?`;
const ANGLE = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:deg|rad|grad|turn)?`;
const SEP = String.raw`\s*[,\s]\s*`;
const ALPHA = String.raw`(?:\s*[,/]\s*${NUM})?`;
const RGB = new RegExp(String.raw`^rgba?\(\s*${NUM}${SEP}${NUM}${SEP}${NUM}${ALPHA}\s*\)$`, 'i');
const HSL = new RegExp(String.raw`^hsla?\(\s*${ANGLE}${SEP}${NUM}${SEP}${NUM}${ALPHA}\s*\)$`, 'i');

const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
    'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
    'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
    'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent'
  ).split(' '),
);

/** The trimmed colour if it is a safe CSS colour, otherwise null. */
export function safeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v.length === 0 || v.length > 64) return null;
  if (HEX.test(v) || RGB.test(v) || HSL.test(v)) return v;
  if (NAMED.has(v.toLowerCase())) return v.toLowerCase();
  return null;
}
