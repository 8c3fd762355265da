/**
 * The drawn code: the path of dark modules for the preview, the SVG file, and the module-size
 * warning. Only the result view (loaded on demand) needs these.
 */
import {
  BG_DEFAULT,
  clampSize,
  FG_DEFAULT,
  MIN_MODULE_PX,
  pixelLayout,
  QUIET_ZONE,
  safeHex,
  SIZE_MAX,
  SIZE_STEP,
  totalModules,
  type Modules,
} from './qr-generator';

/** A horizontal run of dark modules: row `y`, columns `x` to `x + length - 1`. */
export interface Run {
  x: number;
  y: number;
  length: number;
}

/** The dark modules as horizontal runs, row by row. */
export function darkRuns(modules: Modules): Run[] {
  const runs: Run[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      runs.push({ x: start, y, length: x - start });
    }
  });
  return runs;
}

/**
 * An SVG path of the dark modules in module units, shifted by the quiet zone (the viewBox is
 * the symbol plus 4 modules each side). Numbers only.
 */
export function darkPath(modules: Modules): string {
  return darkRuns(modules)
    .map(({ x, y, length }) => `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${length}v1h-${length}z`)
    .join('');
}

/** The image size to choose for modules of at least MIN_MODULE_PX pixels (within the limits). */
export function sizeForSharpModules(count: number): number {
  const needed = totalModules(count) * MIN_MODULE_PX;
  return Math.min(SIZE_MAX, Math.ceil(needed / SIZE_STEP) * SIZE_STEP);
}

/**
 * A hint when the modules come out too small to scan reliably (the size, and the size to choose),
 * else null. (The size it suggests is always within the limits: a version 40 symbol needs
 * 185 × 2 = 370 px.)
 */
export function smallModuleWarning(
  size: number,
  count: number,
): { size: number; minPx: number; suggested: number } | null {
  if (pixelLayout(size, count).modulePx >= MIN_MODULE_PX) return null;
  return { size, minPx: MIN_MODULE_PX, suggested: sizeForSharpModules(count) };
}

/**
 * The downloadable SVG file: `size` px wide, the quiet zone included, colours validated (a bad
 * value falls back to black on white). Built only from numbers and checked hex digits.
 */
export function matrixToSvg(size: number, modules: Modules, fg: string, bg: string): string {
  const px = clampSize(size);
  const total = totalModules(modules.length);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#${safeHex(bg, BG_DEFAULT)}"/>` +
    `<path fill="#${safeHex(fg, FG_DEFAULT)}" d="${darkPath(modules)}"/>` +
    `</svg>\n`
  );
}
