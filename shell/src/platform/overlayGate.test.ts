import { createStore } from 'jotai';
import { helpSheetAtom, userIdAtom } from '@portal/session';
import { createOverlayGate } from './overlayGate';

const sheets = { name: 'sheets', expose: './sheets', mount: 'on-help' } as const;
const banner = { name: 'banner', expose: './banner' };

describe('when the shell mounts an overlay', () => {
  it('mounts an every-page overlay (the default) at once', () => {
    const gate = createOverlayGate(jest.fn(), createStore());
    expect(gate.isWanted(banner)).toBe(true);
    expect(gate.isWanted({ ...banner, mount: 'every-page' })).toBe(true);
  });

  it("keeps an on-help overlay off a visitor's page until Need Help opens the Help Center", () => {
    const store = createStore();
    const onDemand = jest.fn();
    const gate = createOverlayGate(onDemand, store);
    expect(gate.isWanted(sheets)).toBe(false);

    store.set(helpSheetAtom, { open: true, view: 'menu' });

    expect(gate.isWanted(sheets)).toBe(true);
    expect(onDemand).toHaveBeenCalledTimes(1);
  });

  it("keeps it off a signed-in player's page too until Need Help: the guided tour never opens by itself", () => {
    const store = createStore();
    store.set(userIdAtom, 'u-1');
    const onDemand = jest.fn();
    const gate = createOverlayGate(onDemand, store);
    expect(gate.isWanted(sheets)).toBe(false);
    store.set(helpSheetAtom, { open: true, view: 'menu' });
    expect(gate.isWanted(sheets)).toBe(true);
    expect(onDemand).toHaveBeenCalledTimes(1);
  });

  it('keeps it mounted after the sheet closes or the player signs out', () => {
    const store = createStore();
    const onDemand = jest.fn();
    const gate = createOverlayGate(onDemand, store);
    store.set(helpSheetAtom, { open: true, view: 'feedback' });
    store.set(userIdAtom, 'u-1');
    store.set(helpSheetAtom, { open: false, view: 'menu' });
    store.set(userIdAtom, null);
    expect(gate.isWanted(sheets)).toBe(true);
    expect(onDemand).toHaveBeenCalledTimes(1);
  });
});
