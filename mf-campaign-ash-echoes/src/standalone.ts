import { renderStandalone } from '@portal/federation';
import { App } from './App';
import { registerTexts } from './i18n';

void renderStandalone('mf-campaign-ash-echoes', App, registerTexts);
