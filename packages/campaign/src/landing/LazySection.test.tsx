import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { LazySection } from './LazySection';

describe('LazySection', () => {
  it('keeps its room while its code loads, then shows the section', async () => {
    let resolve: (module: { default: () => ReactElement }) => void = () => undefined;
    const Body = lazy(() => new Promise<{ default: () => ReactElement }>((done) => (resolve = done)));
    render(
      <LazySection id="worlds" label="Worlds" minHeight={720} fallback={<p>Loading…</p>}>
        <Body />
      </LazySection>,
    );
    const section = screen.getByRole('region', { name: 'Worlds' });
    expect(screen.getByText('Loading…').parentElement).toHaveStyle({ minHeight: '720px' });

    await act(async () => resolve({ default: () => <h2>The worlds</h2> }));
    expect(await screen.findByRole('heading', { name: 'The worlds' })).toBeInTheDocument();
    expect(section).not.toHaveTextContent('Loading…');
  });
});
