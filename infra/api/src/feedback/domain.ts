import type { DomainModule } from '../db/domain';
import * as feedback from './migrations/0003_feedback';
import type { FeedbackTable } from './table';

export interface FeedbackTables {
  feedback: FeedbackTable;
}

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends FeedbackTables {}
}

/** Help and feedback: players' feedback messages (no demo data). */
export const feedbackDomain: DomainModule = {
  name: 'feedback',
  migrations: { '0003_feedback': feedback },
};
