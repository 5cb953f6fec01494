import { screen, within } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerAppTexts } from '../../i18n';
import { parseLegalBody, PRIVACY_SECTIONS, TERMS_SECTIONS } from './sections';

beforeAll(() => registerAppTexts());
afterEach(() => changeLanguage('en'));

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).filter((heading) => /^\d+\./.test(heading.textContent ?? ''));

describe('/tou', () => {
  it("shows 'Terms of Use' with the 16 numbered sections of 001 §2 and a contents list", async () => {
    renderRoute(<App />, '/tou');
    const page = await screen.findByTestId('page-tou');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Use');
    const headings = sectionHeadings().map((heading) => heading.textContent);
    expect(headings).toHaveLength(TERMS_SECTIONS.length);
    expect(headings[0]).toBe('1. Definitions');
    expect(headings[8]).toBe('9. Game currency');
    expect(headings[15]).toBe('16. Questions');
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(
      16,
    );
  });

  it("is also the EULA: the register form's link /tou#eula lands on an anchor that exists", async () => {
    renderRoute(<App />, '/tou');
    const page = await screen.findByTestId('page-tou');
    const eula = page.querySelector('#eula');
    expect(eula).not.toBeNull();
    expect(eula).toHaveTextContent('Terms of Use and End User License Agreement (EULA)');
  });

  it("says 'Terms last updated: January 1st, 2020'", async () => {
    renderRoute(<App />, '/tou');
    expect(await screen.findByTestId('legal-last-updated')).toHaveTextContent(
      'Terms last updated: January 1st, 2020',
    );
  });

  it('states the account and game currency rules of 001 §6 and the 180-day inactivity limit', async () => {
    renderRoute(<App />, '/tou');
    expect(await screen.findByText(/inactive for 180 days may be deleted or terminated/)).toBeInTheDocument();
    expect(screen.getByText(/cannot be moved between Accounts/)).toBeInTheDocument();
    expect(screen.getByText(/Paid Services are not refundable/)).toBeInTheDocument();
  });
});

describe('/privacy', () => {
  it("shows 'Privacy Policy' with its 9 numbered sections", async () => {
    renderRoute(<App />, '/privacy');
    const page = await screen.findByTestId('page-privacy');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(sectionHeadings()).toHaveLength(PRIVACY_SECTIONS.length);
    expect(sectionHeadings()[6]).toHaveTextContent('7. Consistency with the Terms');
  });

  it('is in Vietnamese with a Vietnamese date when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/privacy');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Chính sách quyền riêng tư');
    expect(screen.getByTestId('legal-last-updated')).toHaveTextContent(
      'Chính sách cập nhật lần cuối: 1 tháng 1, 2020',
    );
  });
});

describe('legal body format', () => {
  it('reads paragraphs and "- " lists', () => {
    expect(parseLegalBody('One\ntwo\n\n- a\n- b\n\nThree')).toEqual([
      { kind: 'paragraph', text: 'One two' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'Three' },
    ]);
  });
});
