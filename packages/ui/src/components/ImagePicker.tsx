import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useProgressBar } from 'react-aria';
import { Button as RACButton, FileTrigger } from 'react-aria-components';
import { focusRing, cx } from '../utils';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon, UploadIcon } from './icons';

/** One image of an advert: already stored on the server, or newly chosen by the user. */
export type PickedImage = { kind: 'existing'; url: string } | { kind: 'new'; file: File };

/** Every word the picker shows. */
export interface ImagePickerLabels {
  /** The field's label ("Fotografije"). */
  label: string;
  /** The add button ("Dodaj fotografije"). */
  add: string;
  /** Text in the drop area ("ili ih prevucite ovde"). */
  dropHint: string;
  /** Shown instead of the add button when the list is full ("Dodato je maksimalno 5 fotografija"). */
  limitReached: string;
  /** The buttons name their photo: `(n) => \`Pomeri sliku ${n} levo\``. */
  moveLeft: (index: number) => string;
  moveRight: (index: number) => string;
  remove: (index: number) => string;
  /** Alt text of a preview, e.g. `(n, total) => \`Fotografija ${n} od ${total}\``. */
  image: (index: number, total: number) => string;
  /** The name of a photo's progress bar while it is sent: `(n) => \`Slika ${n}\``. */
  progress?: (index: number) => string;
  /** Its value: `(percent) => \`${percent} %\``; `null` while the photo is prepared ("Priprema…"). */
  progressValue?: (percent: number | null) => string;
}

export interface ImagePickerProps {
  /** The ordered list (controlled). */
  value?: PickedImage[];
  /** The initial list (uncontrolled). */
  defaultValue?: PickedImage[];
  /** Called with the whole ordered list after every change. */
  onChange?: (images: PickedImage[]) => void;
  labels: ImagePickerLabels;
  /** At most this many images (product rule: 5). */
  maxImages?: number;
  /** Turns an existing image's url into a loadable address (e.g. prefix the API image host). */
  resolveUrl?: (url: string) => string;
  /** Help text under the label ("Prva fotografija je naslovna."). */
  description?: string;
  /** Validation message; also marks the field invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Marks the label with the required sign, as react-aria's fields do. */
  isRequired?: boolean;
  /** The id of the add button (an error summary links to it). */
  id?: string;
  /**
   * How far each photo (by position) is in being sent: a percent, `null` while it is prepared
   * (resized), `undefined` for no bar.
   */
  progress?: readonly (number | null | undefined)[];
  className?: string;
}

export const MAX_IMAGES = 5;

const isImage = (file: File) => file.type.startsWith('image/');

/** One object URL per new File, revoked when the file leaves the list. */
function usePreviewUrls(images: PickedImage[], resolveUrl: (url: string) => string): string[] {
  const cache = useRef(new Map<File, string>());
  const urls = images.map((image) => {
    if (image.kind === 'existing') return resolveUrl(image.url);
    let url = cache.current.get(image.file);
    if (!url) {
      url = URL.createObjectURL(image.file);
      cache.current.set(image.file, url);
    }
    return url;
  });
  useEffect(() => {
    const live = new Set(images.flatMap((image) => (image.kind === 'new' ? [image.file] : [])));
    for (const [file, url] of cache.current) {
      if (!live.has(file)) {
        URL.revokeObjectURL(url);
        cache.current.delete(file);
      }
    }
  }, [images]);
  return urls;
}

const smallButton = (
  rp: { isFocusVisible: boolean; isDisabled: boolean },
  tone: 'ink' | 'danger' = 'ink',
) =>
  cx(
    focusRing(rp),
    'flex size-11 items-center justify-center rounded-md bg-surface',
    rp.isDisabled ? 'cursor-default hover:bg-surface' : 'cursor-pointer hover:bg-primary-50',
    tone === 'danger' ? 'text-danger-700' : rp.isDisabled ? 'text-line-strong' : 'text-ink',
  );

type Action = 'left' | 'right' | 'remove';

/**
 * One photo's bar: a progressbar named for its photo, its value in words beside it. Built on
 * react-aria's hook, not its ProgressBar component: that component's module also holds the context
 * every react-aria Button reads, so it sits in the app's first bundle, and using the component
 * would bring its number formatter there too (the sign-in screen's budget, docs/product.md,
 * “Performance targets”); the hook comes with the picker.
 */
function PhotoProgress({
  index,
  percent,
  labels,
}: {
  index: number;
  percent: number | null;
  labels: ImagePickerLabels;
}) {
  const valueLabel = labels.progressValue?.(percent) ?? (percent === null ? '…' : `${percent} %`);
  const { progressBarProps } = useProgressBar({
    'aria-label': labels.progress?.(index) ?? String(index),
    // Determinate even while preparing, so the words ("Priprema…") stay its value text.
    value: percent ?? 0,
    valueLabel,
  });
  return (
    <div {...progressBarProps} className="flex flex-col gap-1 px-2 pt-2">
      <span className="text-xs font-medium text-ink" aria-hidden="true">
        {valueLabel}
      </span>
      <span className="h-1.5 w-full overflow-hidden rounded-full bg-line">
        <span
          className={cx(
            'block h-full rounded-full bg-primary-700 transition-[width]',
            percent === null && 'w-1/3 motion-safe:animate-pulse',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </span>
    </div>
  );
}

let nextFileId = 0;
const fileIds = new WeakMap<File, number>();
/** A stable React key per list entry (urls are unique; files get a counter). */
const keyOf = (image: PickedImage) => {
  if (image.kind === 'existing') return `existing:${image.url}`;
  if (!fileIds.has(image.file)) fileIds.set(image.file, nextFileId++);
  return `new:${fileIds.get(image.file)}`;
};

/**
 * The advert's photos: add by button or drag and drop (images only, up to 5), previews,
 * move left/right, remove. Existing and new images share one ordered list.
 */
export function ImagePicker({
  value,
  defaultValue = [],
  onChange,
  labels,
  maxImages = MAX_IMAGES,
  resolveUrl = (url) => url,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  id,
  progress,
  className,
}: ImagePickerProps) {
  const [internal, setInternal] = useState(defaultValue);
  const images = value ?? internal;
  const labelId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const previews = usePreviewUrls(images, resolveUrl);
  const full = images.length >= maxImages;
  const [isDropTarget, setDropTarget] = useState(false);
  // After a move or a removal the focus follows: the moved photo's button (its other arrow at the
  // end of the row), the neighbouring photo's "remove", or the add button when none is left.
  const [focusNext, setFocusNext] = useState<{ index: number; actions: Action[] } | null>(null);
  useEffect(() => {
    if (!focusNext || !groupRef.current) return;
    const target = [
      ...focusNext.actions.map((action) =>
        groupRef.current!.querySelector<HTMLButtonElement>(
          `[data-photo="${focusNext.index}"][data-action="${action}"]:not([disabled])`,
        ),
      ),
      groupRef.current.querySelector<HTMLButtonElement>('[data-action="add"]'),
    ].find(Boolean);
    target?.focus();
    setFocusNext(null);
  }, [focusNext, images]);

  const update = (next: PickedImage[]) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };
  const addFiles = (files: File[]) => {
    const room = maxImages - images.length;
    const accepted = files.filter(isImage).slice(0, Math.max(0, room));
    if (accepted.length > 0)
      update([...images, ...accepted.map((file) => ({ kind: 'new' as const, file }))]);
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    update(next);
    const same: Action = to < from ? 'left' : 'right';
    setFocusNext({ index: to, actions: [same, same === 'left' ? 'right' : 'left'] });
  };
  const remove = (at: number) => {
    update(images.filter((_, i) => i !== at));
    setFocusNext({ index: Math.min(at, images.length - 2), actions: ['remove'] });
  };

  // Dropping files is the mouse's extra; the add button is the way for everyone. A plain element
  // (not react-aria's DropZone, whose hidden button is an unnamed extra Tab stop).
  const dragHandlers = {
    onDragOver: (event: DragEvent) => {
      if (isDisabled || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDropTarget(true);
    },
    onDragLeave: () => setDropTarget(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDropTarget(false);
      // Non-images are filtered out here (drag types do not say which files they are).
      if (!isDisabled) addFiles(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <div
      ref={groupRef}
      role="group"
      aria-labelledby={labelId}
      className={cx('flex flex-col gap-2', className)}
      data-invalid={errorMessage ? true : undefined}
      data-required={isRequired || undefined}
    >
      <span id={labelId} data-label="" className="text-sm font-medium text-ink">
        {labels.label}
      </span>
      {description && <span className="text-sm text-muted">{description}</span>}
      {images.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {images.map((image, i) => (
            <li
              key={keyOf(image)}
              data-kind={image.kind}
              className="flex flex-col overflow-hidden rounded-field border border-line bg-surface"
            >
              <img
                src={previews[i]}
                alt={labels.image(i + 1, images.length)}
                className="aspect-[4/3] w-full bg-canvas object-cover"
              />
              {progress?.[i] !== undefined && (
                <PhotoProgress index={i + 1} percent={progress[i]!} labels={labels} />
              )}
              <div className="flex justify-between gap-1 p-1">
                <RACButton
                  data-photo={i}
                  data-action="left"
                  aria-label={labels.moveLeft(i + 1)}
                  isDisabled={isDisabled || i === 0}
                  onPress={() => move(i, i - 1)}
                  className={smallButton}
                >
                  <ChevronLeftIcon />
                </RACButton>
                <RACButton
                  data-photo={i}
                  data-action="remove"
                  aria-label={labels.remove(i + 1)}
                  isDisabled={isDisabled}
                  onPress={() => remove(i)}
                  className={(rp) => smallButton(rp, 'danger')}
                >
                  <TrashIcon />
                </RACButton>
                <RACButton
                  data-photo={i}
                  data-action="right"
                  aria-label={labels.moveRight(i + 1)}
                  isDisabled={isDisabled || i === images.length - 1}
                  onPress={() => move(i, i + 1)}
                  className={smallButton}
                >
                  <ChevronRightIcon />
                </RACButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className="rounded-field bg-canvas p-3 text-sm text-muted" role="status">
          {labels.limitReached}
        </p>
      ) : (
        <div
          data-dropzone
          data-drop-target={isDropTarget || undefined}
          {...dragHandlers}
          className={cx(
            'flex flex-col items-center justify-center gap-2 rounded-field border-2 border-dashed p-4 text-center sm:flex-row',
            isDropTarget
              ? 'border-primary-700 bg-primary-50'
              : errorMessage
                ? 'border-danger-600'
                : 'border-line-strong',
          )}
        >
          <FileTrigger
            acceptedFileTypes={['image/*']}
            allowsMultiple
            onSelect={(list) => list && addFiles(Array.from(list))}
          >
            <RACButton
              id={id}
              data-action="add"
              isDisabled={isDisabled}
              className={(rp) =>
                cx(
                  focusRing(rp),
                  'inline-flex min-h-11 items-center gap-2 rounded-field border-2 bg-surface px-4 font-semibold',
                  rp.isDisabled
                    ? 'cursor-default border-line text-muted'
                    : 'cursor-pointer border-primary-700 text-primary-700 hover:bg-primary-50',
                )
              }
            >
              <UploadIcon />
              {labels.add}
            </RACButton>
          </FileTrigger>
          <span className="text-sm text-muted">{labels.dropHint}</span>
        </div>
      )}
      {errorMessage && <p className="text-sm font-medium text-danger-700">{errorMessage}</p>}
    </div>
  );
}
