import { renderStandalone } from '@portal/federation';
import { App } from './App';
import { registerAppTexts } from './i18n';

void renderStandalone('mf-help', App, registerAppTexts);
