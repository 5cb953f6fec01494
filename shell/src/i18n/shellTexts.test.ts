import { i18n } from '@portal/i18n';
import { DOCUMENT_TEXTS_ELEMENT_ID } from '@portal/routes';
import { registerShellTexts, SHELL_NS } from '.';

afterEach(() => document.getElementById(DOCUMENT_TEXTS_ELEMENT_ID)?.remove());

it("reads the English texts from the served document's block, before any request", async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = DOCUMENT_TEXTS_ELEMENT_ID;
  block.textContent = JSON.stringify({ nav: { home: 'HOME FROM THE DOCUMENT' } });
  document.body.append(block);
  await registerShellTexts();
  expect(i18n.t(`${SHELL_NS}:nav.home`)).toBe('HOME FROM THE DOCUMENT');
});
