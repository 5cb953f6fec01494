import { getSlot, outletReady, outletRef, REMOTE_OUTLET_ID } from './slots';

describe('remote slots', () => {
  it('hands out slots before the layout commits its outlet and moves them into it when it does', async () => {
    let ready = false;
    void outletReady.then(() => (ready = true));

    // single-spa reads an app's slot while it loads the app, which may be before the layout rendered.
    const early = getSlot('mf-auth');
    expect(early.isConnected).toBe(false);
    expect(getSlot('mf-auth')).toBe(early);
    await Promise.resolve();
    expect(ready).toBe(false);

    const outlet = document.createElement('div');
    outlet.id = REMOTE_OUTLET_ID;
    document.body.appendChild(outlet);
    outletRef(outlet);
    await outletReady;

    expect(ready).toBe(true);
    expect(early.parentElement).toBe(outlet);
    expect(early.dataset.remote).toBe('mf-auth');
    // Later slots go straight into the outlet, after the earlier ones.
    const later = getSlot('mf-profile');
    expect(Array.from(outlet.children)).toEqual([early, later]);
    expect(getSlot('mf-auth')).toBe(early);
  });
});
