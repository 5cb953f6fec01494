import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `threshold` pixels (the ghost header fills then). */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(
    () => enabled && typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return enabled && past;
}
