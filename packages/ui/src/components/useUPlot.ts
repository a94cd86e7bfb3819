import { useEffect, type DependencyList, type RefObject } from 'react';
import uPlot from 'uplot';

let drawable: boolean | undefined;
/** Whether this browser draws on a canvas (asked once). */
function canDraw(): boolean {
  drawable ??= (() => {
    try {
      return document.createElement('canvas').getContext('2d') !== null;
    } catch {
      return false;
    }
  })();
  return drawable;
}

/**
 * Draws the uPlot chart `chart` gives (its options but the size, and its data) into `box`, as wide
 * as the box (at least 200 px) and `height` high, following the box's width; drawn again when
 * `deps` change. Where no canvas can be drawn (an old browser, a test's DOM) nothing is: the
 * chart's summary and the table its caller shows beside it still give the numbers.
 */
export function useUPlot(
  box: RefObject<HTMLDivElement | null>,
  height: number,
  chart: () => [Omit<uPlot.Options, 'width' | 'height'>, uPlot.AlignedData],
  deps: DependencyList,
): void {
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined' || !canDraw()) return;
    const size = () => ({ width: Math.max(element.clientWidth, 200), height });
    let plot: uPlot;
    try {
      const [options, data] = chart();
      plot = new uPlot({ ...options, ...size() }, data, element);
    } catch {
      element.replaceChildren();
      return;
    }
    const resize = new ResizeObserver(() => plot.setSize(size()));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // The chart is built from `deps`, which the caller names (as for useMemo).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, height, ...deps]);
}
