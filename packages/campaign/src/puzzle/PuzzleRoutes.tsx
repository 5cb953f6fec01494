import { LoadingState } from '@portal/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { ANNIVERSARY_EVENT_CODE } from '@portal/contracts';
import { registerKitTexts } from '../i18n/kitTexts';
import { PuzzleHistoryPage } from './PuzzleHistoryPage';
import { PuzzlePage } from './PuzzlePage';
import { registerPuzzleTexts } from './puzzleTexts';

/** The puzzle pages render once their texts (kit and puzzle namespaces) are loaded. */
function useTextsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([registerKitTexts(), registerPuzzleTexts()]).then(
      () => live && setReady(true),
      () => live && setReady(true), // a failed text load shows keys rather than nothing
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * The four puzzle pages of one game (000 §2) for a campaign remote's page map: its routes.ts
 * declares /anniversary/{gameCode}/puzzle(/history) and /event/{gameCode}/:eventCode/puzzle(/history)
 * with these page names, and this gives their components.
 */
export function puzzlePages(
  gameCode: string,
  landingPath: string,
): Record<'puzzle' | 'puzzleHistory' | 'eventPuzzle' | 'eventPuzzleHistory', ComponentType> {
  const page = (history: boolean, anniversary: boolean) =>
    function PuzzleRoute() {
      const ready = useTextsReady();
      const { eventCode = ANNIVERSARY_EVENT_CODE } = useParams();
      const code = anniversary ? ANNIVERSARY_EVENT_CODE : eventCode;
      if (!ready) return <LoadingState />;
      return history ? (
        <PuzzleHistoryPage gameCode={gameCode} eventCode={code} />
      ) : (
        <PuzzlePage gameCode={gameCode} eventCode={code} landingPath={landingPath} />
      );
    };
  return {
    puzzle: page(false, true),
    puzzleHistory: page(true, true),
    eventPuzzle: page(false, false),
    eventPuzzleHistory: page(true, false),
  };
}
