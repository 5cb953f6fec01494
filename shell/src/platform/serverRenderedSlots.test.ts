import { adoptServerRenders, remoteMountElement, settleServerRenders } from './serverRenderedSlots';
import { getSlot, hasServerRenderedSlot, outletRef, REMOTE_OUTLET_ID } from './slots';

const APP = 'mf-campaign-ash-echoes';

/** The document as the gateway sends a visitor's landing: the remote's page drawn in its slot. */
function arriveWithServerRender() {
  document.body.innerHTML =
    `<div id="root"><div class="ssr-main"><section id="remote-slot-${APP}" ` +
    `data-remote="${APP}" data-server-render=""><h1>Ash Echoes</h1></section></div></div>`;
  return document.getElementById(`remote-slot-${APP}`) as HTMLElement;
}

describe("a remote's page drawn by the server", () => {
  let served: HTMLElement;

  it("is the remote's slot, and moves into the layout's outlet when the layout replaces the document's markup", async () => {
    served = arriveWithServerRender();
    await adoptServerRenders();
    expect(getSlot(APP)).toBe(served);

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

  it('has its remote render into a hidden element beside the drawing, the same one on every lifecycle', () => {
    const element = remoteMountElement(APP);
    expect(element.parentElement).toBe(served);
    expect(element.hidden).toBe(true);
    expect(served.firstElementChild?.textContent).toBe('Ash Echoes');
    expect(remoteMountElement(APP)).toBe(element);
  });

  it('gives the slot back once its remote is not mounted any more', () => {
    settleServerRenders(() => true);
    expect(served.textContent).toBe('Ash Echoes');
    settleServerRenders(() => false);
    expect(served.childNodes).toHaveLength(0);
    expect(remoteMountElement(APP)).toBe(served);
  });
});
