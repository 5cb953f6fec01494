import { adoptServerRenders, remoteMountElement } from './serverRenderedSlots';

// The handoff's chunk did not load (a network failure): the remote renders straight into its slot.
jest.mock('./serverHandoff', () => {
  throw new Error('ChunkLoadError');
});

const APP = 'mf-campaign-ash-echoes';

it("lets the remote draw over the server's markup, and the document's tap keeper leave it alone", async () => {
  document.body.innerHTML = `<section id="remote-slot-${APP}" data-remote="${APP}" data-server-render=""><button>Pre-Register now</button></section>`;
  await adoptServerRenders();
  const slot = remoteMountElement(APP);
  expect(slot.id).toBe(`remote-slot-${APP}`);
  expect(slot.hasAttribute('data-server-render')).toBe(false);
});
