import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button as RACButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { focusRing, cx } from '../utils';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';

export interface SliderImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Describes the photo ("BMW 320d, pogled spreda"). */
  alt: string;
}

/** Every word the slider and its viewer use. */
export interface ImageSliderLabels {
  /** Name of the carousel region ("Fotografije vozila"). */
  region: string;
  previous: string;
  next: string;
  /** Name of a dot / the counter, e.g. `(n, total) => \`Slika ${n} od ${total}\``. */
  slide: (index: number, total: number) => string;
  /** Accessible hint on a slide that it opens the full-screen viewer ("Otvori preko celog ekrana"). */
  open: string;
  /** Name of the full-screen viewer dialog. */
  viewer: string;
  close: string;
}

export interface ImageSliderProps {
  images: SliderImage[];
  labels: ImageSliderLabels;
  /** Autoplay interval in ms (product rule: 4000). */
  autoplayMs?: number;
  /** Space between slides in px (product rule: 30). */
  gap?: number;
  className?: string;
}

export const SLIDER_AUTOPLAY_MS = 4000;
export const SLIDER_GAP_PX = 30;
const SWIPE_THRESHOLD_PX = 40;

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mql = matchMedia(query);
    const onChange = () => setReduced(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

const roundButton = (rp: { isFocusVisible: boolean }) =>
  cx(
    focusRing(rp),
    'flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white',
  );

/**
 * Photo carousel: autoplay (paused on hover, focus and for reduced motion), looping, arrows,
 * dots, swipe and arrow keys; a click opens a full-screen viewer (arrows, Escape).
 */
export function ImageSlider({
  images,
  labels,
  autoplayMs = SLIDER_AUTOPLAY_MS,
  gap = SLIDER_GAP_PX,
  className,
}: ImageSliderProps) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const autoplay = count > 1 && !hovered && !focused && !reducedMotion && !viewerOpen;

  useEffect(() => {
    if (!autoplay) return;
    // Restarted whenever the slide changes, so a manual step gets a full interval too.
    const id = setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearInterval(id);
  }, [autoplay, autoplayMs, count, index]);

  if (count === 0) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    // Keys from the viewer bubble here through the React tree; the viewer handles its own.
    if (!e.currentTarget.contains(e.target as Node)) return;
    if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'ArrowRight') go(index + 1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) {
      swiped.current = true;
      go(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-autoplay={autoplay || undefined}
      className={cx('relative flex flex-col gap-3', className)}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-xl bg-canvas">
        <div
          aria-live={autoplay ? 'off' : 'polite'}
          className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ gap: `${gap}px`, transform: `translateX(calc(${-index} * (100% + ${gap}px)))` }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {images.map((image, i) => (
            <div
              key={`${image.src}-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, count)}
              inert={i !== index}
              className="aspect-[4/3] w-full shrink-0"
            >
              <button
                type="button"
                aria-description={labels.open}
                className="block size-full cursor-zoom-in outline-0 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
                onClick={() => {
                  if (swiped.current) return;
                  setViewerOpen(true);
                }}
              >
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.sizes}
                  alt={image.alt}
                  // The first photo is the page's largest paint; the others wait until shown.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  draggable={false}
                  className="size-full object-cover select-none"
                />
              </button>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <RACButton
              aria-label={labels.previous}
              onPress={() => go(index - 1)}
              className={(rp) => cx(roundButton(rp), 'absolute top-1/2 left-3 -translate-y-1/2')}
            >
              <ChevronLeftIcon />
            </RACButton>
            <RACButton
              aria-label={labels.next}
              onPress={() => go(index + 1)}
              className={(rp) => cx(roundButton(rp), 'absolute top-1/2 right-3 -translate-y-1/2')}
            >
              <ChevronRightIcon />
            </RACButton>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex flex-wrap justify-center">
          {images.map((image, i) => (
            <RACButton
              key={`${image.src}-${i}`}
              aria-label={labels.slide(i + 1, count)}
              aria-current={i === index ? 'true' : undefined}
              onPress={() => go(i)}
              className={(rp) =>
                cx(
                  focusRing(rp),
                  'group flex size-11 cursor-pointer items-center justify-center rounded-full',
                )
              }
            >
              <span
                className={cx(
                  'block size-3 rounded-full border-2 border-primary-700 transition-colors',
                  i === index ? 'bg-primary-700' : 'bg-surface group-hover:bg-primary-200',
                )}
              />
            </RACButton>
          ))}
        </div>
      )}
      <ImageViewer
        isOpen={viewerOpen}
        onOpenChange={setViewerOpen}
        images={images}
        index={index}
        onIndexChange={go}
        labels={labels}
      />
    </section>
  );
}

interface ImageViewerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  images: SliderImage[];
  index: number;
  onIndexChange: (index: number) => void;
  labels: ImageSliderLabels;
}

function ImageViewer({
  isOpen,
  onOpenChange,
  images,
  index,
  onIndexChange,
  labels,
}: ImageViewerProps) {
  const image = images[index]!;
  const count = images.length;
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndexChange(index - 1);
      else if (e.key === 'ArrowRight') onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, index, onIndexChange]);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-ink/95"
    >
      <Modal className="size-full">
        <Dialog
          aria-label={labels.viewer}
          className="relative flex size-full flex-col items-center justify-center gap-3 p-4 outline-0"
        >
          <RACButton
            slot="close"
            aria-label={labels.close}
            className={(rp) => cx(roundButton(rp), 'absolute top-4 right-4 z-10')}
          >
            <CloseIcon />
          </RACButton>
          <img
            src={image.src}
            srcSet={image.srcSet}
            alt={image.alt}
            className="max-h-[calc(100dvh-8rem)] max-w-full object-contain"
          />
          <p className="text-sm text-white" aria-live="polite">
            {labels.slide(index + 1, count)}
          </p>
          {count > 1 && (
            <>
              <RACButton
                aria-label={labels.previous}
                onPress={() => onIndexChange(index - 1)}
                className={(rp) => cx(roundButton(rp), 'absolute top-1/2 left-4 -translate-y-1/2')}
              >
                <ChevronLeftIcon />
              </RACButton>
              <RACButton
                aria-label={labels.next}
                onPress={() => onIndexChange(index + 1)}
                className={(rp) => cx(roundButton(rp), 'absolute top-1/2 right-4 -translate-y-1/2')}
              >
                <ChevronRightIcon />
              </RACButton>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
