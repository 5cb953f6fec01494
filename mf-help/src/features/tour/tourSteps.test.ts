import { isTourPath, visibleTarget } from './tourSteps';

const box = (rect: Partial<DOMRect>) =>
  ({
    top: 0,
    left: 0,
    width: 100,
    height: 40,
    right: 100,
    bottom: 40,
    x: 0,
    y: 0,
    toJSON: () => ({}),
    ...rect,
  }) as DOMRect;

describe('tour targets', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  const target = (rect: Partial<DOMRect>) => {
    document.body.innerHTML = '<div data-tour="wallet"></div>';
    const element = document.querySelector<HTMLElement>('[data-tour="wallet"]')!;
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue(box(rect));
    return element;
  };

  it('finds a target that is laid out on screen, or below the fold', () => {
    const element = target({});
    expect(visibleTarget('[data-tour="wallet"]')).toBe(element);
    target({ top: 2000, bottom: 2040 });
    expect(visibleTarget('[data-tour="wallet"]')).not.toBeNull();
  });

  it('skips a missing, empty or slid-out target (a closed drawer)', () => {
    expect(visibleTarget('[data-tour="drawer"]')).toBeNull();
    target({ width: 0, height: 0, right: 0, bottom: 0 });
    expect(visibleTarget('[data-tour="wallet"]')).toBeNull();
    target({ left: window.innerWidth + 10, right: window.innerWidth + 390 });
    expect(visibleTarget('[data-tour="wallet"]')).toBeNull();
  });

  it('is offered on the home page only (/ and the signed-in home /hub)', () => {
    expect(isTourPath('/')).toBe(true);
    expect(isTourPath('/hub/')).toBe(true);
    expect(isTourPath('/games')).toBe(false);
  });
});
