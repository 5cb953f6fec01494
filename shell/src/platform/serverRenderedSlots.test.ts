import {
  adoptServerRenderedSlots,
  dropServerRenderedSlotsUnless,
  getSlot,
  hasServerRenderedSlot,
  outletRef,
  REMOTE_OUTLET_ID,
} from './slots';

/** The document as the gateway sends a visitor's landing: the remote's page drawn in its slot. */
function arriveWithServerRender() {
  document.body.innerHTML =
    '<div id="root"><div class="ssr-main"><section id="remote-slot-mf-campaign-ash-echoes" ' +
    'data-remote="mf-campaign-ash-echoes" data-server-render=""><h1>Ash Echoes</h1></section></div></div>';
  return document.getElementById('remote-slot-mf-campaign-ash-echoes') as HTMLElement;
}

describe("a remote's page drawn by the server", () => {
  it("is the remote's slot, and moves into the layout's outlet when the layout replaces the document's markup", () => {
    const served = arriveWithServerRender();
    adoptServerRenderedSlots();
    expect(getSlot('mf-campaign-ash-echoes')).toBe(served);

    // React's first commit empties #root, then hands the layout's outlet to its ref in the same task.
    const root = document.getElementById('root') as HTMLElement;
    root.replaceChildren();
    const outlet = document.createElement('div');
    outlet.id = REMOTE_OUTLET_ID;
    root.appendChild(outlet);
    outletRef(outlet);

    expect(served.parentElement).toBe(outlet);
    expect(served.textContent).toBe('Ash Echoes');
    expect(hasServerRenderedSlot()).toBe(true);
  });

  it('stays while its remote is mounted and leaves with the route when it is not', () => {
    const served = document.getElementById('remote-slot-mf-campaign-ash-echoes') as HTMLElement;
    dropServerRenderedSlotsUnless((app) => app === 'mf-campaign-ash-echoes');
    expect(served.textContent).toBe('Ash Echoes');

    dropServerRenderedSlotsUnless(() => false);
    expect(served.childNodes).toHaveLength(0);
    expect(hasServerRenderedSlot()).toBe(false);
  });
});
