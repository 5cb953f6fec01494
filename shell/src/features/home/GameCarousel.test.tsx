import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@portal/i18n';
import { registerShellTexts } from '../../i18n';
import { GameCarousel, SLIDE_MS } from './GameCarousel';
import type { KeyArtSlide } from './keyArtSlides';

const slide = (id: string, title: string): KeyArtSlide => ({
  id,
  title,
  line: { key: 'games.status.released' },
  image: `/art/${id}.svg`,
  href: `/games/${id}`,
  ctaKey: 'home.carousel.play',
});
const slides = [slide('a', 'Ash Echoes'), slide('b', 'Crazy Ones'), slide('c', 'Moonlight Saga')];

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce') })) as never;
};

const shown = () => screen.getAllByTestId('carousel-slide').filter((element) => !element.hidden);
const shownTitle = () => shown().map((element) => element.querySelector('p')?.textContent);

const renderCarousel = (state: Parameters<typeof GameCarousel>[0]['state'] = { status: 'ready', slides }) =>
  render(
    <MemoryRouter>
      <GameCarousel state={state} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
beforeEach(() => reducedMotion(false));
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('the home carousel', () => {
  it('shows one slide at a time, its title over the art and a button to the game', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Featured games and events' })).toBeTruthy();
    expect(shownTitle()).toEqual(['Ash Echoes']);
    expect(shown()[0]!.getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe('/games/a');
    const art = shown()[0]!.querySelector('img')!;
    expect([art.getAttribute('width'), art.getAttribute('height'), art.getAttribute('alt')]).toEqual([
      '400',
      '225',
      '',
    ]);
  });

  it('moves with next, previous, the dots and the arrow keys', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toEqual(['Crazy Ones']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toEqual(['Moonlight Saga']);
    fireEvent.click(screen.getByRole('button', { name: 'Show Crazy Ones' }));
    expect(screen.getByRole('button', { name: 'Show Crazy Ones' }).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show Crazy Ones' }), { key: 'ArrowRight' });
    expect(shownTitle()).toEqual(['Moonlight Saga']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowLeft' });
    expect(shownTitle()).toEqual(['Crazy Ones']);
  });

  it('rotates on its own, unannounced, until the player pauses it; then it is announced', () => {
    jest.useFakeTimers();
    renderCarousel();
    const frame = shown()[0]!.parentElement!;
    expect(frame.getAttribute('aria-live')).toBe('off');
    act(() => jest.advanceTimersByTime(SLIDE_MS));
    expect(shownTitle()).toEqual(['Crazy Ones']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    expect(frame.getAttribute('aria-live')).toBe('polite');
    act(() => jest.advanceTimersByTime(SLIDE_MS * 3));
    expect(shownTitle()).toEqual(['Crazy Ones']);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDE_MS));
    expect(shownTitle()).toEqual(['Moonlight Saga']);
  });

  it('holds still while pointed at or focused', () => {
    jest.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByTestId('home-carousel');
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_MS * 2));
    expect(shownTitle()).toEqual(['Ash Echoes']);
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(screen.getByRole('link', { name: 'Play now' }));
    act(() => jest.advanceTimersByTime(SLIDE_MS * 2));
    expect(shownTitle()).toEqual(['Ash Echoes']);
  });

  it('never rotates on its own when the system asks for reduced motion', () => {
    reducedMotion(true);
    jest.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(SLIDE_MS * 3));
    expect(shownTitle()).toEqual(['Ash Echoes']);
  });

  it.each([
    [{ status: 'loading' } as const, 'Loading…'],
    [{ status: 'error' } as const, 'Could not load this right now.'],
    [{ status: 'ready', slides: [] } as const, 'New games are on their way.'],
  ])('keeps its box with a line of text when %j', (state, text) => {
    renderCarousel(state);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryAllByTestId('carousel-slide')).toEqual([]);
  });
});
