import * as v from 'valibot';
import { CONTENT_KEYS, ContentImageSchema, groupOf, settingsObject, type Groups } from './contentRules';

/** The header art and background a game's webview shows behind the page (WEBVIEW_ASSETS_*). */

/* ----- WEBVIEW_ASSETS_LANDSCAPE / _PORTRAIT: webview_assets_landscape|portrait ----- */
export const WebviewAssetsSchema = v.object({
  headerImage: v.optional(ContentImageSchema),
  backgroundImage: v.optional(ContentImageSchema),
  backgroundColor: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'backgroundColor is #rrggbb'))),
});
export type WebviewAssets = v.InferOutput<typeof WebviewAssetsSchema>;

export const webviewAssetsOf = (groups: Groups, orientation: 'landscape' | 'portrait') =>
  orientation === 'landscape'
    ? settingsObject(
        groupOf(groups, 'WEBVIEW_ASSETS_LANDSCAPE'),
        CONTENT_KEYS.webviewLandscape,
        WebviewAssetsSchema,
      )
    : settingsObject(
        groupOf(groups, 'WEBVIEW_ASSETS_PORTRAIT'),
        CONTENT_KEYS.webviewPortrait,
        WebviewAssetsSchema,
      );
