import { documentTitle, findPageHeading } from './pageTitle';

describe('page titles', () => {
  it('names the page, then the portal', () => {
    expect(documentTitle('Top Up', 'Player Portal')).toBe('Top Up — Player Portal');
    expect(documentTitle('  Welcome   back!\n', 'Cổng người chơi')).toBe('Welcome back! — Cổng người chơi');
  });

  it('is only the portal name while no page is named', () => {
    expect(documentTitle('', 'Player Portal')).toBe('Player Portal');
    expect(documentTitle(null, 'Player Portal')).toBe('Player Portal');
  });

  it("reads the page's h1, or the title the page states itself", () => {
    const main = document.createElement('main');
    main.innerHTML = '<section hidden><h1>Old page</h1></section><article><h1>Games</h1></article>';
    expect(findPageHeading(main)?.name).toBe('Games');
    main.querySelector('article')!.setAttribute('data-page-title', 'Ash Echoes: game details');
    expect(findPageHeading(main)).toMatchObject({ name: 'Ash Echoes: game details' });
    expect(findPageHeading(main)?.heading.textContent).toBe('Games');
  });

  it('finds nothing while the page has no heading yet', () => {
    expect(findPageHeading(document.createElement('main'))).toBeNull();
  });
});
