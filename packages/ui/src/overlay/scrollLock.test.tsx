import { renderHook } from '@testing-library/react';
import { useScrollLock } from './scrollLock';

describe('useScrollLock', () => {
  it('unlocks only when the last of two overlays closes', () => {
    document.body.style.overflow = 'scroll';
    const drawer = renderHook(({ active }) => useScrollLock(active), { initialProps: { active: true } });
    const modal = renderHook(() => useScrollLock(true));
    expect(document.body.style.overflow).toBe('hidden');
    drawer.rerender({ active: false });
    expect(document.body.style.overflow).toBe('hidden');
    modal.unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });
});
