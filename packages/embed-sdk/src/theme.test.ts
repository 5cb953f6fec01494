import { optionsProblem } from './options';
import { themeCss, themeProblem } from './theme';

describe('theme overrides', () => {
  it('takes the documented keys with CSS colours, a radius and a font stack', () => {
    expect(
      themeProblem({
        accent: '#0a7',
        background: 'rgb(255 255 255)',
        text: 'black',
        radius: 8,
        font: 'Georgia, serif',
      }),
    ).toBeNull();
    expect(themeProblem({ radius: '0.5rem' })).toBeNull();
  });

  it('refuses unknown keys and values that are not what the key takes, saying what is expected', () => {
    expect(themeProblem('dark')).toBe('theme must be an object');
    expect(themeProblem({ primary: '#0a7' })).toBe(
      'theme.primary is not a theme key (accent, background, text, radius, font)',
    );
    expect(themeProblem({ accent: 'red; background: url(x)' })).toMatch(/^theme.accent must be a CSS colour/);
    expect(themeProblem({ background: '}:host{display:none' })).toMatch(/^theme.background must be/);
    expect(themeProblem({ radius: 200 })).toMatch(/^theme.radius must be pixels from 0 to 48/);
    expect(themeProblem({ radius: '1vh' })).toMatch(/^theme.radius/);
    expect(themeProblem({ font: 'x{}' })).toMatch(/^theme.font must be a font stack/);
    expect(optionsProblem('feedback', { theme: { accent: 12 } })).toMatch(
      /^theme.accent must be a CSS colour/,
    );
  });

  it('writes the overrides over the widget box and its links', () => {
    expect(
      themeCss({ background: '#fff', text: '#222', radius: 4, font: 'Georgia, serif', accent: 'teal' }),
    ).toBe(
      [
        ':host{background:#fff!important;color:#222!important;font-family:Georgia, serif!important;border-radius:4px!important}',
        'a{color:teal!important}',
        ':focus-visible{outline-color:teal!important}',
      ].join('\n'),
    );
    expect(themeCss({})).toBe('');
  });
});
