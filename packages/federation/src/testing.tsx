import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders an app's routes at one path, as the shell would after navigating there. */
export const renderRoute = (app: ReactElement, path: string) =>
  render(<MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>);
