// Which sizes of an image to make for the box it is shown in: 1x and 2x for a fixed box, a few widths for a fluid one
// (with `sizes`), never beyond the source's own pixels (no upscaling) and never more than twice the box.
export type Box = { width: number; height: number };
export type Fit = 'cover' | 'contain';
export type Variant = { width: number; height: number; descriptor: string };

/** Below this, a second density is not worth its bytes: the 1x file already looks as sharp as the source allows. */
const MIN_EXTRA_DENSITY = 1.3;
const FLUID_STEPS = [0.5, 1, 1.5, 2];
const MIN_FLUID_WIDTH = 120;

/** Every variant has the box's own shape (contain pads with transparency), so width and height never lie. */
function scaled(box: Box, scale: number): Box {
  return { width: Math.max(1, Math.round(box.width * scale)), height: Math.max(1, Math.round(box.height * scale)) };
}

/** How far the box can be scaled before the source runs out of pixels: cover fills both sides, contain the longer. */
function headroom(source: Box, box: Box, fit: Fit): number {
  const rw = source.width / box.width;
  const rh = source.height / box.height;
  return fit === 'cover' ? Math.min(rw, rh) : Math.max(rw, rh);
}

/** Fixed box: x descriptors. A source smaller than the box gives one file at the source's own size. */
export function fixedVariants(source: Box, box: Box, fit: Fit): Variant[] {
  const room = headroom(source, box, fit);
  if (room < 1) return [{ ...scaled(box, room), descriptor: '1x' }];
  const out: Variant[] = [{ ...scaled(box, 1), descriptor: '1x' }];
  const extra = Math.min(2, Math.floor(room * 10) / 10);
  if (extra >= MIN_EXTRA_DENSITY) out.push({ ...scaled(box, extra), descriptor: `${extra}x` });
  return out;
}

/** Fluid box (its largest width in CSS pixels): w descriptors from half to twice that width, capped by the source. */
export function fluidVariants(source: Box, box: Box, fit: Fit): Variant[] {
  const room = headroom(source, box, fit);
  const top = Math.min(2, room);
  const scales = FLUID_STEPS.filter((s) => s < top);
  scales.push(top);
  const seen = new Set<number>();
  const out: Variant[] = [];
  for (const s of scales) {
    const v = scaled(box, s);
    if (seen.has(v.width) || (v.width < MIN_FLUID_WIDTH && s !== top)) continue;
    seen.add(v.width);
    out.push({ ...v, descriptor: `${v.width}w` });
  }
  return out.sort((a, b) => a.width - b.width);
}
