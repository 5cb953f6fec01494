import { renderStandalone } from '@portal/federation';
import { App } from './App';
import { LANDING_PATH } from './campaign/config';
import { registerTexts } from './i18n';

void renderStandalone('mf-campaign-crazy-ones', App, registerTexts, { home: LANDING_PATH });
