import { SERVED_FOCUS_GLOBAL, SERVER_RENDER_ATTRIBUTE } from '@portal/routes';
import { refocusServedElement } from './servedFocus';
import { adoptServerRenderedSlots, outletRef } from './slots';

/** The document as the gateway sends /login: the remote's drawing in its slot, inside the shell's root. */
function servedDocument() {
  document.body.innerHTML =
    `<div id="root"><div class="ssr-main"><section id="remote-slot-mf-auth" data-remote="mf-auth" ${SERVER_RENDER_ATTRIBUTE}="">` +
    '<form><input name="email" type="text"><input name="password" type="password"></form>' +
    '</section></div></div><button id="elsewhere">Elsewhere</button>';
  const root = document.getElementById('root') as HTMLElement;
  const email = root.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
  return { root, email };
}

/** The layout's first commit: React empties its container, then the outlet's ref runs. */
function layoutCommits(root: HTMLElement) {
  root.textContent = '';
  const outlet = document.createElement('div');
  root.appendChild(outlet);
  outletRef(outlet);
  return outlet;
}

describe('the focus in a served page while the layout takes it into its outlet', () => {
  afterEach(() => {
    window[SERVED_FOCUS_GLOBAL] = null;
  });

  it('goes back to the field typed into, with its caret', () => {
    const { root, email } = servedDocument();
    adoptServerRenderedSlots();
    email.focus();
    // As the document's early listener records it.
    window[SERVED_FOCUS_GLOBAL] = email;
    email.value = 'owner@exaple.com';
    email.setSelectionRange(9, 9);

    const outlet = layoutCommits(root);

    expect(outlet.contains(email)).toBe(true);
    expect(document.activeElement).toBe(email);
    expect([email.selectionStart, email.selectionEnd]).toEqual([9, 9]);
  });

  it('stays where the reader put it since', () => {
    const { root, email } = servedDocument();
    adoptServerRenderedSlots();
    window[SERVED_FOCUS_GLOBAL] = email;
    const elsewhere = document.getElementById('elsewhere') as HTMLButtonElement;
    elsewhere.focus();

    layoutCommits(root);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('is left alone when no element of a drawing had it', () => {
    const { root } = servedDocument();
    adoptServerRenderedSlots();
    layoutCommits(root);
    refocusServedElement(document.body);
    expect(document.activeElement).toBe(document.body);
  });
});
