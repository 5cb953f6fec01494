import { act, renderHook } from '@testing-library/react';
import { mmss, useCountdown, useSecondsUntil } from './countdown';

describe('countdowns', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('counts a restartable countdown down to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => void jest.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows the right number after the tab slept, from the clock rather than from ticks', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // A throttled background tab: 40 s pass while no timer fires.
    jest.setSystemTime(Date.now() + 40_000);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(19);
  });

  it('counts to a fixed end, or says nothing without one', () => {
    const end = Date.now() + 90_500;
    const { result, rerender } = renderHook(({ at }: { at: number | null }) => useSecondsUntil(at), {
      initialProps: { at: end as number | null },
    });
    expect(result.current).toBe(91);
    rerender({ at: null });
    expect(result.current).toBeNull();
    expect(mmss(1805)).toBe('30:05');
  });
});
