import { initI18n } from '@portal/i18n';
import { SCRIPT_FONT_ATTRIBUTE } from '@portal/routes';
import { loadScriptFonts } from './scriptFonts';
import { addThaiFont } from './thaiFont';

jest.mock('./thaiFont', () => ({ addThaiFont: jest.fn() }));

describe("a Thai page's font", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.mocked(addThaiFont).mockClear();
  });

  it('is registered by the shell when the document does not declare it', async () => {
    await initI18n('th');
    loadScriptFonts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(addThaiFont).toHaveBeenCalledTimes(1);
  });

  it('is not registered again when the served document declares it (its files would download twice)', async () => {
    document.head.innerHTML = `<style ${SCRIPT_FONT_ATTRIBUTE}="th">@font-face{}</style>`;
    await initI18n('th');
    loadScriptFonts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(addThaiFont).not.toHaveBeenCalled();
  });
});
