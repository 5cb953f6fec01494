import { renderStandalone } from '@portal/federation';
import { App } from './App';
import { LANDING_PATH } from './campaign/config';
import { registerTexts } from './i18n';

// `/` of the dev server opens the landing; every route opens by its own URL.
void renderStandalone('__APP__', App, registerTexts, { home: LANDING_PATH });
