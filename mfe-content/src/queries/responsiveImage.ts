// Pictures sized for the screen: each content picture offers the browser a set of widths from the
// Images API (`srcset`) and says how wide it is shown (`sizes`), so a phone downloads a phone's
// width and a wide, dense screen a sharp one. The `src` stays the slot's own size, for a browser
// that reads no srcset.
import { imageUrl } from './imageUrl';
import type { ContentImage } from './types';

/**
 * The widths every picture is offered in, in pixels. One ladder for the whole site, so a file the
 * Images API (and every cache on the way) made for one slot serves the others; steps of about a
 * third, so the browser never takes a file much wider than it needs.
 */
export const IMAGE_WIDTHS: readonly number[] = [320, 480, 640, 800, 1024, 1280, 1600, 1920, 2400];

/** The densest screens the ladder covers (phones are 3×): beyond, a sharper file is not seen. */
const MAX_DENSITY = 3;

/** The Images API's largest width. */
const API_MAX_WIDTH = 4000;

/** Up to a viewport width (CSS px), the picture takes this share of the viewport. */
export interface LayoutStep {
  upTo: number;
  viewportPercent: number;
}

/** How wide a slot is shown: its grid's steps, narrowest viewport first, and a width beyond. */
export interface SlotLayout {
  steps: readonly LayoutStep[];
  /** Its CSS width on viewports wider than the last step. */
  width: number;
}

export interface ImageSlot {
  /** The `src` file's size, which is also the `<img>`'s intrinsic size (its aspect ratio). */
  width: number;
  /** Crops every width to this aspect ratio; without it each file keeps the picture's own. */
  height?: number;
  layout: SlotLayout;
}

export interface ResponsiveImage {
  /** null: no picture (the placeholder is shown). */
  src: string | null;
  srcSet?: string;
  sizes?: string;
}

/** The `sizes` attribute a layout is shown at. */
export function slotSizes({ steps, width }: SlotLayout): string {
  const conditions = steps.map(
    ({ upTo, viewportPercent }) => `(max-width: ${upTo}px) ${viewportPercent}vw`,
  );
  return [...conditions, `${width}px`].join(', ');
}

/**
 * The ladder's widths a slot needs: up to the first that covers its widest showing on the densest
 * screen, and never past the picture's own width (the API does not add detail) when that is known.
 */
export function slotWidths(slot: ImageSlot, imageWidth?: number): number[] {
  const { steps, width } = slot.layout;
  const shown = steps.map(({ upTo, viewportPercent }) => (upTo * viewportPercent) / 100);
  const widest = Math.max(...shown, width) * MAX_DENSITY;
  const largest = Math.min(imageWidth ?? API_MAX_WIDTH, API_MAX_WIDTH);
  const cover = IMAGE_WIDTHS.find((candidate) => candidate >= widest) ?? API_MAX_WIDTH;
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= Math.min(cover, largest));
  // A picture narrower than the ladder's next step is offered at its own width as the last one.
  if (largest < cover && !widths.includes(largest)) widths.push(largest);
  return widths;
}

/** The `src`, `srcSet` and `sizes` of a picture shown in a slot. */
export function responsiveImage(
  image: ContentImage | null | undefined,
  slot: ImageSlot,
): ResponsiveImage {
  if (!image) return { src: null };
  const height = (width: number) =>
    slot.height === undefined ? undefined : (width * slot.height) / slot.width;
  const srcSet = slotWidths(slot, image.width)
    .map((width) => `${imageUrl(image, { width, height: height(width) })} ${width}w`)
    .join(', ');
  return {
    src: imageUrl(image, { width: slot.width, height: slot.height }),
    srcSet,
    sizes: slotSizes(slot.layout),
  };
}
