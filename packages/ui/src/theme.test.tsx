import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { GlobalStyles } from './GlobalStyles';
import { PortalThemeProvider } from './ThemeProvider';
import { theme } from './theme';

function GoldSwatch() {
  const { colors } = useTheme();
  return <span>{colors.gold}</span>;
}

describe('theme', () => {
  it('switches to the wide layout above 767 px', () => {
    expect(theme.breakpoints.wide).toBe('@media (min-width: 768px)');
  });

  it('is available through PortalThemeProvider for css={(t) => …} and useTheme()', () => {
    render(
      <PortalThemeProvider>
        <GoldSwatch />
      </PortalThemeProvider>,
    );
    expect(screen.getByText(theme.colors.gold)).toBeInTheDocument();
  });

  it('GlobalStyles paints the dark page background', () => {
    render(<GlobalStyles />);
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 13, 20)');
  });
});
