/** Moved into the campaign kit: every campaign landing shares the section frame. */
export { SectionFrame, cardGridStyle } from '@portal/campaign';
