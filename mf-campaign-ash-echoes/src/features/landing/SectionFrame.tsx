/** Moved into the campaign kit (issue 14): every campaign landing shares the section frame. */
export { SectionFrame, cardGridStyle } from '@portal/campaign';
