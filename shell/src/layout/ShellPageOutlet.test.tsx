import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { SERVER_RENDER_ATTRIBUTE } from '@portal/routes';
import { adoptServedShellPage } from '../platform/servedShellPage';
import { adoptServerRenderedSlots } from '../platform/slots';
import { ShellPageOutlet } from './ShellPageOutlet';

/** The document as the gateway sends a visitor's home: the shell's server render in its slot. */
function servedDocument() {
  document.body.innerHTML =
    `<div id="root"><section id="remote-slot-shell" data-remote="shell" ${SERVER_RENDER_ATTRIBUTE}="">` +
    '<div data-testid="home-page"><h1>Served home</h1><p data-testid="news-item">Served news</p></div>' +
    '</section></div><div id="app"></div>';
}

/** The home as the browser draws it: its news once `newsLoaded`. */
const Home = ({ newsLoaded }: { newsLoaded: boolean }) => (
  <div data-testid="home-page">
    <h1>Home</h1>
    {newsLoaded && <p data-testid="news-item">News</p>}
    <Link to="/games">All games</Link>
  </div>
);

const visibleText = () => {
  const main = document.getElementById('app') as HTMLElement;
  const hidden = [...main.querySelectorAll<HTMLElement>('[hidden]')];
  return [...main.querySelectorAll('h1, p, h2')]
    .filter((node) => !hidden.some((element) => element.contains(node)))
    .map((node) => node.textContent)
    .join(' | ');
};

describe("the shell's page outlet over a served home", () => {
  let root: Root;
  const render = (newsLoaded: boolean) =>
    root.render(
      <MemoryRouter>
        <ShellPageOutlet>
          <Routes>
            <Route path="/" element={<Home newsLoaded={newsLoaded} />} />
            <Route path="/games" element={<h2>Games</h2>} />
          </Routes>
        </ShellPageOutlet>
      </MemoryRouter>,
    );

  beforeEach(async () => {
    servedDocument();
    await adoptServedShellPage();
    root = createRoot(document.getElementById('app') as HTMLElement);
  });
  afterEach(() => {
    act(() => root.unmount());
    document.body.replaceChildren();
  });

  it("keeps the served home from the remotes' code (no slot of theirs to take), marked as served until the swap", async () => {
    expect(adoptServerRenderedSlots()).toBe(0);
    const slot = document.getElementById('remote-slot-shell') as HTMLElement;
    // The document's tap listener keeps taps on what carries the mark: it stays until the page shows.
    expect(slot).toHaveAttribute(SERVER_RENDER_ATTRIBUTE);
    await act(async () => render(true));
    expect(slot).not.toHaveAttribute(SERVER_RENDER_ATTRIBUTE);
  });

  it('keeps the served home on screen until the page has drawn all it drew, then shows the page in its place', async () => {
    await act(async () => render(false));
    expect(visibleText()).toBe('Served home | Served news');
    await act(async () => render(true));
    expect(visibleText()).toBe('Home | News');
    expect(document.body.textContent).not.toContain('Served');
  });

  it('renders the next page in place of the served one', async () => {
    await act(async () => render(true));
    act(() => (document.querySelector('a[href="/games"]') as HTMLAnchorElement).click());
    expect(visibleText()).toBe('Games');
    expect(document.getElementById('remote-slot-shell')).toBeNull();
  });
});
