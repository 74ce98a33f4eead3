/**
 * The sign's QR code, drawn from `uqr`'s modules (a small, dependency-free encoder, fetched when
 * the print page draws a sign, never with another screen): one SVG path of the dark modules, the
 * same for the page, the SVG download and the PNG. Medium error correction: a sign in a restroom
 * gets splashed and scratched.
 */

export interface QrModules {
  /** Modules per side, the quiet zone included. */
  size: number;
  /** The dark modules as an SVG path in module units. */
  path: string;
}

const QUIET_ZONE = 4;

export async function qrModules(text: string): Promise<QrModules> {
  const { encode } = await import('uqr');
  const { data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size: data.length, path: parts.join('') };
}

export function qrSvgText({ size, path }: QrModules): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

/** A PNG of `pixels` per module, drawn on a canvas from the same path. */
export async function qrPngBlob(qr: QrModules, pixels = 16): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = qr.size * pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the QR code on');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(pixels, pixels);
  context.fillStyle = '#000';
  context.fill(new Path2D(qr.path));
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made'))),
      'image/png',
    ),
  );
}

/** Saves `blob` as a file named `name` (the browser's download). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
