import { lazy, Suspense, useSyncExternalStore } from 'react';
import { humanProofStatus } from '@portal/api-client';

const HumanProofStatus = lazy(() =>
  import('./HumanProofStatus').then((module) => ({ default: module.HumanProofStatus })),
);

/** The proof-of-work status loads its code only once a proof is asked for: most visits never need it. */
export function HumanProofSlot() {
  const state = useSyncExternalStore(humanProofStatus.subscribe, humanProofStatus.get, humanProofStatus.get);
  if (state.kind === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <HumanProofStatus />
    </Suspense>
  );
}
