import { interceptLinks } from './navigation';

const PORTAL = 'https://portal.example';

function widgetWith(html: string) {
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('links that leave a widget', () => {
  it("raise navigate-request with the portal's absolute URL when the studio passed onEvent", () => {
    const root = widgetWith('<a href="/wallet/topup?from=embed"><span>Top Up</span></a>');
    const onEvent = jest.fn();
    interceptLinks(root, PORTAL, () => onEvent);
    const event = click(root.querySelector('span')!);
    expect(event.defaultPrevented).toBe(true);
    expect(onEvent).toHaveBeenCalledWith('navigate-request', {
      url: 'https://portal.example/wallet/topup?from=embed',
      path: '/wallet/topup?from=embed',
    });
  });

  it("open the portal page in a new tab otherwise, never the studio's own address", () => {
    const root = widgetWith('<a href="/vip/details">VIP</a>');
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    interceptLinks(root, PORTAL, () => undefined);
    expect(click(root.querySelector('a')!).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('https://portal.example/vip/details', '_blank', 'noopener');
  });

  it('leave alone what the widget handled, in-page anchors and links to other sites', () => {
    const root = widgetWith(
      '<a id="routed" href="/profiles/aria">Aria</a><a id="hash" href="#faq">FAQ</a><a id="store" href="https://store.example/game">Store</a>',
    );
    root.getElementById('routed')!.addEventListener('click', (event) => event.preventDefault());
    const onEvent = jest.fn();
    interceptLinks(root, PORTAL, () => onEvent);
    click(root.getElementById('routed')!);
    expect(click(root.getElementById('hash')!).defaultPrevented).toBe(false);
    expect(click(root.getElementById('store')!).defaultPrevented).toBe(false);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('stop when the widget is unmounted', () => {
    const root = widgetWith('<a href="/vip/details">VIP</a>');
    const onEvent = jest.fn();
    interceptLinks(root, PORTAL, () => onEvent)();
    click(root.querySelector('a')!);
    expect(onEvent).not.toHaveBeenCalled();
  });
});
