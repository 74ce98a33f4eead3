/** A restroom as the course page shows it: the server's answer with the outbox's writes over it. */
import type { Restroom } from '../../../../shared/schemas/restrooms';
import type { OutboxEntry } from '../../../offline/outbox';

export type FeedbackChoice = 'helpful' | 'invalid' | 'none';

export interface ShownRestroom extends Restroom {
  /** The outbox entry that created it (not yet on the server), if any. */
  createEntry?: OutboxEntry;
  /** The latest feedback change waiting for (or refused by) the server. */
  feedbackEntry?: OutboxEntry;
  /** A refused delete. */
  deleteEntry?: OutboxEntry;
  /** The latest status write (confirmation, report, details, settling) waiting or refused. */
  statusEntry?: OutboxEntry;
  myFeedback: FeedbackChoice;
}
