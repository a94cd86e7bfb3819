import type { HTMLAttributes } from 'react';
import { cx } from '../utils';

export interface PageContainerProps extends HTMLAttributes<HTMLElement> {
  /** `narrow` = 998 px (forms, detail), `wide` = 1258 px (grids). */
  width?: 'narrow' | 'wide';
  /** Element to render (default `main`). */
  as?: 'main' | 'div' | 'section';
}

/** Centers page content with the layout's maximum widths and side padding from 360 px up. */
export function PageContainer({
  width = 'wide',
  as: Tag = 'main',
  className,
  ...props
}: PageContainerProps) {
  return (
    <Tag
      {...props}
      data-width={width}
      className={cx(
        'mx-auto w-full px-4 py-6 sm:px-6',
        width === 'narrow' ? 'max-w-(--container-narrow)' : 'max-w-(--container-page)',
        className,
      )}
    />
  );
}
