/** Moved into the campaign kit. */
export { useViewer } from '@portal/campaign';
