import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the section comes near the viewport, so code and images of sections
 * below the fold load only when the reader scrolls towards them. The placeholder keeps a minimum
 * height so the page does not jump, and the section keeps its id for the section navigation. While
 * its code loads, `fallback` shows in that same room: a section that shrank to a spinner would pull
 * every section below it near, and their code with it.
 */
export function LazySection({
  id,
  label,
  minHeight,
  fallback = null,
  children,
}: {
  id: string;
  label: string;
  minHeight: number;
  /** Shown, at the minimum height, while the section's code loads. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) every section renders; a server render
  // draws only the first screen.
  const [near, setNear] = useState(
    typeof IntersectionObserver === 'undefined' && typeof window !== 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section
      ref={ref}
      id={id}
      aria-label={label}
      // Anchored sections land below the shell header and the section navigation.
      style={{ scrollMarginTop: 104, ...(near ? {} : { minHeight }) }}
      data-section={id}
    >
      {near ? <Suspense fallback={<div style={{ minHeight }}>{fallback}</div>}>{children}</Suspense> : null}
    </section>
  );
}
