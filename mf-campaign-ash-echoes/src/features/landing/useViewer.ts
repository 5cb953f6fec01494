/** Moved into the campaign kit (issue 14). */
export { useViewer } from '@portal/campaign';
