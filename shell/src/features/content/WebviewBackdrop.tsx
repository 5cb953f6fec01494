import { useEffect, useState } from 'react';
import { useSessionValue, webviewAtom } from '@portal/session';
import { theme } from '@portal/ui';
import { webviewAssetsOf } from '@portal/contracts';
import { useContent } from './useContent';

const PORTRAIT = '(orientation: portrait)';

function useOrientation(): 'portrait' | 'landscape' {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PORTRAIT) : null;
  const [portrait, setPortrait] = useState(query?.matches ?? true);
  useEffect(() => {
    if (!query) return;
    const update = () => setPortrait(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return portrait ? 'portrait' : 'landscape';
}

/**
 * In a game's webview, the operators' header art and background (WEBVIEW_ASSETS_PORTRAIT or
 * _LANDSCAPE, by the screen's orientation now), behind the page: fixed, so it moves nothing. Outside
 * a webview, or without assets, nothing.
 */
export function WebviewBackdrop() {
  const { isWebview } = useSessionValue(webviewAtom);
  const orientation = useOrientation();
  const content = useContent();
  const assets = isWebview && content ? webviewAssetsOf(content.groups, orientation) : null;
  if (!assets) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="webview-backdrop"
      data-orientation={orientation}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: -1,
        pointerEvents: 'none',
        background: assets.backgroundColor ?? theme.colors.background,
        img: { display: 'block', width: '100%' },
      }}
    >
      {assets.headerImage && (
        <img
          src={assets.headerImage}
          alt=""
          data-testid="webview-header-art"
          css={{ height: 120, objectFit: 'cover', opacity: 0.6 }}
        />
      )}
      {assets.backgroundImage && (
        <img
          src={assets.backgroundImage}
          alt=""
          data-testid="webview-background"
          css={{ position: 'absolute', inset: 0, height: '100%', objectFit: 'cover', opacity: 0.25 }}
        />
      )}
    </div>
  );
}
