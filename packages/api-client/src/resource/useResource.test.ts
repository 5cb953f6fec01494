/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './useResource';

/** A load whose answers the test settles by hand, recording each call's signal. */
function controlledLoad<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = jest.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`load was called ${calls.length} times, not ${index + 1}`);
    return found;
  };
  return { load, calls, call };
}

describe('useResource', () => {
  it('shows loading, then the answer', async () => {
    const { load, call } = controlledLoad<string>();
    const { result } = renderHook(() => useResource(load, []));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeNull();
    act(() => call(0).resolve('gold'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('gold');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when a dependency changes, aborting the older request and dropping its answer', async () => {
    const { load, calls, call } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ page }) => useResource(load, [page]), {
      initialProps: { page: 1 },
    });
    act(() => call(0).resolve('page 1'));
    await waitFor(() => expect(result.current.data).toBe('page 1'));

    rerender({ page: 2 });
    // The last rows stay available while the next page loads.
    expect(result.current).toMatchObject({ status: 'loading', data: 'page 1' });
    rerender({ page: 3 });
    expect(calls).toHaveLength(3);
    expect(call(1).signal.aborted).toBe(true);
    act(() => call(2).resolve('page 3'));
    act(() => call(1).resolve('page 2'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('page 3');
  });

  it('shows the error with Retry, and Retry shows loading until the new answer', async () => {
    const { load, call } = controlledLoad<string>();
    const { result } = renderHook(() => useResource(load, []));
    const failure = new Error('offline');
    act(() => call(0).reject(failure));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: failure });

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    act(() => call(1).resolve('back'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
  });

  it('reloads in the background: what is on screen stays until the answer', async () => {
    const { load, calls, call } = controlledLoad<number>();
    const { result } = renderHook(() => useResource(load, []));
    act(() => call(0).resolve(1));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    act(() => call(1).resolve(2));
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(result.current.status).toBe('ready');
  });

  it('keeps the last data when a background reload fails', async () => {
    const { load, call } = controlledLoad<number>();
    const { result } = renderHook(() => useResource(load, []));
    act(() => call(0).resolve(7));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.reload());
    act(() => call(1).reject(new Error('timeout')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe(7);
  });

  it('does not load while disabled, and loads once enabled', async () => {
    const { load, call } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ enabled }) => useResource(load, [], { enabled }), {
      initialProps: { enabled: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    rerender({ enabled: true });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => call(0).resolve('friends'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'friends' }));
  });

  it('aborts the request when the screen unmounts', () => {
    const { load, call } = controlledLoad<string>();
    const { unmount } = renderHook(() => useResource(load, []));
    unmount();
    expect(call(0).signal.aborted).toBe(true);
  });
});
