import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyles } from '@portal/ui';
import { ShellLayout } from './layout/ShellLayout';
import { ShellRoutes } from './ShellRoutes';

export function ShellApp() {
  return (
    <BrowserRouter>
      {/* The root boundary catches lazy texts and pages that suspend before the layout is ready. */}
      <Suspense fallback={null}>
        <GlobalStyles />
        <ShellLayout>
          <ShellRoutes />
        </ShellLayout>
      </Suspense>
    </BrowserRouter>
  );
}
