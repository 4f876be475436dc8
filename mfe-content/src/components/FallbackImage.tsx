import { useLayoutEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import styles from './FallbackImage.module.scss';

export interface FallbackImageProps {
  /** A ready-to-use URL (already sized by the caller); a missing one shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size of the slot: reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above-the-fold images load at once and early; the rest wait until they are near. */
  priority?: boolean;
  className?: string;
  /** The same picture in other widths, with `sizes`: the browser takes the one the screen needs. */
  srcSet?: string;
  sizes?: string;
}

/**
 * A content image with its fallbacks (docs/product.md#pictures): a placeholder picture when the
 * asset is missing, and nothing at all when the file fails to load.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
  srcSet,
  sizes,
}: FallbackImageProps) {
  // Remembers which URL failed, so a new URL (another language, another page) gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail before hydration attaches onError, and its error event is
  // not fired again; the element still tells (finished, yet without a size). Checked in a layout
  // effect so the hydrated page is painted without it; later failures reach onError, which React
  // attaches before this runs, so none falls between the two. An inline handler would be quicker
  // but the CSP forbids it.
  useLayoutEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailedSrc(src ?? null);
  }, [src]);
  const classes = [styles.image, className].filter(Boolean).join(' ');

  if (!src) return <ImagePlaceholder className={classes} width={width} height={height} />;
  if (failedSrc === src) return null;

  const loading: ImgHTMLAttributes<HTMLImageElement>['loading'] = priority ? 'eager' : 'lazy';
  return (
    <img
      ref={image}
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      // The first screen's picture is the page's largest paint: decoded with the frame it arrives
      // in, not in a later one that may wait behind the scripts starting up.
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      srcSet={srcSet}
      sizes={sizes}
      onError={() => setFailedSrc(src)}
      // Hidden by the shell's first script if it fails before this page is hydrated (start.js).
      data-hide-if-broken=""
    />
  );
}

/** Original artwork: a framed landscape on the brand greys, shown where a picture is missing. */
function ImagePlaceholder({
  className,
  width,
  height,
}: {
  className: string;
  width: number;
  height: number;
}) {
  return (
    <svg
      className={`${className} ${styles.placeholder}`}
      width={width}
      height={height}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="image-placeholder"
    >
      <rect width="400" height="300" fill="#eef0f4" />
      <circle cx="285" cy="100" r="28" fill="#f2a900" opacity="0.85" />
      <path d="M0 250 L120 140 L200 215 L260 170 L400 265 L400 300 L0 300 Z" fill="#9aa3b2" />
      <path d="M0 270 L90 210 L170 260 L250 225 L400 290 L400 300 L0 300 Z" fill="#5a6475" />
    </svg>
  );
}
