import { useEffect, useState } from 'react';

export interface TargetRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const same = (a: TargetRect, b: TargetRect) =>
  a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

/** The element's viewport rectangle, measured on the next frame and kept current through scrolling and resizing. */
export function useTargetRect(target: HTMLElement | null): TargetRect | null {
  const [measured, setMeasured] = useState<{ target: HTMLElement; rect: TargetRect } | null>(null);
  useEffect(() => {
    if (!target) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const { top, left, width, height } = target.getBoundingClientRect();
        const rect = { top, left, width, height };
        setMeasured((previous) =>
          previous?.target === target && same(previous.rect, rect) ? previous : { target, rect },
        );
      });
    };
    target.scrollIntoView?.({ block: 'nearest' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
    };
  }, [target]);
  // Until the new target is measured the old rectangle stays, so the spotlight glides between steps.
  return target ? (measured?.rect ?? null) : null;
}
