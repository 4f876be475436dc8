import { IMAGE_WIDTHS, responsiveImage, slotSizes, slotWidths, type ImageSlot } from './index';

const image = { url: 'https://images.example/tower.jpg', title: '', description: '' };
/** A card: two columns (half the viewport) on phones, 300 px beyond. */
const card: ImageSlot = {
  width: 640,
  height: 480,
  layout: { steps: [{ upTo: 768, viewportPercent: 50 }], width: 300 },
};

/** The `w` of each srcset candidate, and its descriptor. */
function candidates(srcSet: string | undefined) {
  return (srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor] = candidate.split(' ');
    const parameters = new URL(url).searchParams;
    return { w: parameters.get('w'), h: parameters.get('h'), descriptor };
  });
}

describe('responsive pictures', () => {
  it('tells the browser how wide the slot is shown, narrowest viewport first', () => {
    expect(slotSizes(card.layout)).toBe('(max-width: 768px) 50vw, 300px');
    expect(
      slotSizes({
        steps: [
          { upTo: 767, viewportPercent: 100 },
          { upTo: 1023, viewportPercent: 50 },
        ],
        width: 300,
      }),
    ).toBe('(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 300px');
  });

  it('offers the ladder up to the width that covers the widest showing on a 3× screen', () => {
    // 384 CSS px (half of 768) × 3 = 1152: 1280 covers it.
    expect(slotWidths(card)).toEqual([320, 480, 640, 800, 1024, 1280]);
    expect(slotWidths(card).every((width) => IMAGE_WIDTHS.includes(width))).toBe(true);
  });

  it('never asks for more than the picture has, offering its own width last', () => {
    expect(slotWidths(card, 1200)).toEqual([320, 480, 640, 800, 1024, 1200]);
    expect(slotWidths(card, 500)).toEqual([320, 480, 500]);
    expect(slotWidths(card, 480)).toEqual([320, 480]);
  });

  it('builds each candidate from the Images API, cropped to the slot, keeping src as it was', () => {
    const picture = responsiveImage(image, card);
    expect(picture.src).toBe('https://images.example/tower.jpg?w=640&h=480&fm=webp&q=75');
    expect(picture.sizes).toBe('(max-width: 768px) 50vw, 300px');
    expect(candidates(picture.srcSet)).toEqual(
      [320, 480, 640, 800, 1024, 1280].map((width) => ({
        w: String(width),
        h: String((width * 3) / 4),
        descriptor: `${width}w`,
      })),
    );
  });

  it('keeps the picture’s own proportions when the slot has no height', () => {
    const picture = responsiveImage(image, { width: 1100, layout: card.layout });
    expect(candidates(picture.srcSet).map(({ h }) => h)).not.toContain(expect.anything());
  });

  it('has nothing to offer without a picture', () => {
    expect(responsiveImage(null, card)).toEqual({ src: null });
  });
});
