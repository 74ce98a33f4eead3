/**
 * One quick question at a time (docs/product.md §13), answered with one tap: Yes / No / Not sure.
 * The answer goes through the outbox, so it is taken with no signal and sent once; the next
 * question takes its place. "Not now" rests the course's questions for the round. "Where is it?"
 * is answered with a hole, saved as is or with "I'm standing at it" (the device's position, read
 * once). An answer the server refused stays here until retried or discarded.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageCircleQuestion } from 'lucide-react';
import { MAX_HOLE } from '../../../../shared/restroom-constants';
import type { Answer } from '../../../../shared/questions';
import type { Question } from '../../../../shared/schemas/questions';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import type { useQuickQuestion } from '../hooks/use-quick-question';
import { StandingHereButton, type Located } from './standing-here-button';
import { writeLabel } from '../../../offline/outbox/entry-words';
import { SyncNote } from './sync-note';

function WhereHole({ onHole }: { onHole: (hole: number, where?: Located) => void }) {
  const t = useT(courseDialogs);
  const [hole, setHole] = useState('');
  return (
    <>
      <div className="mt-3 flex items-end gap-2">
        <SelectField
          label={t('courseDialogs.question.hole')}
          value={hole}
          onChange={(event) => setHole(event.target.value)}
          className="min-w-0 flex-1"
        >
          <option value="">{t('courseDialogs.question.chooseHole')}</option>
          {Array.from({ length: MAX_HOLE }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {t('courseDialogs.question.holeN', { hole: i + 1 })}
            </option>
          ))}
        </SelectField>
        <Button size="lg" disabled={hole === ''} onClick={() => onHole(Number(hole))}>
          {t('courseDialogs.save')}
        </Button>
      </div>
      {/* Saves the hole with where the golfer stands: the restroom is then listed there. */}
      <StandingHereButton
        size="lg"
        className="mt-2 w-full"
        disabled={hole === ''}
        onLocated={(where) => onHole(Number(hole), where)}
      />
    </>
  );
}

type OnAnswer = (id: string, answer: Answer, where?: Located) => void;

function Choices({ question, onAnswer }: { question: Question; onAnswer: OnAnswer }) {
  const t = useT(courseDialogs);
  const unsure = (
    <Button variant="outline" size="lg" className="px-2" onClick={() => onAnswer(question.id, 'unsure')}>
      {t('courseDialogs.notSure')}
    </Button>
  );
  if (question.kind === 'restroom_where')
    return (
      <>
        <WhereHole onHole={(hole, where) => onAnswer(`restroom_at_hole:${hole}`, 'yes', where)} />
        <div className="mt-2 grid">{unsure}</div>
      </>
    );
  return (
    <div className="mt-3 grid grid-cols-3 gap-2">
      <Button size="lg" className="px-2" onClick={() => onAnswer(question.id, 'yes')}>
        {t('courseDialogs.yes')}
      </Button>
      <Button size="lg" className="px-2" onClick={() => onAnswer(question.id, 'no')}>
        {t('courseDialogs.no')}
      </Button>
      {unsure}
    </div>
  );
}

export function QuickQuestion({ ask }: { ask: ReturnType<typeof useQuickQuestion> }) {
  const t = useT(courseDialogs);
  if (!ask.signedIn) return null;
  const failed = ask.failed.map((entry) => (
    <div key={entry.id} className="mt-4 rounded-2xl border border-line p-3">
      <p className="font-semibold">{writeLabel(entry)}</p>
      <SyncNote entry={entry} />
    </div>
  ));
  // "I'm standing at it" without a position: the answer went, the golfer knows it went without.
  const note = ask.positionNote && (
    <p role="status" className="mt-4 text-sm font-medium">
      {ask.positionNote}
    </p>
  );
  if (!ask.verified)
    return (
      <p className="mt-4 text-sm text-fg-muted">
        {t('courseDialogs.question.verify')}{' '}
        <Link to="/dashboard" className="font-semibold text-primary underline underline-offset-2">
          {t('courseDialogs.question.account')}
        </Link>
      </p>
    );
  const { question } = ask;
  if (!question) {
    return (
      <>
        {failed}
        {note}
        {ask.thanked && !ask.resting && (
          <p
            role="status"
            className="mt-4 rounded-2xl bg-primary-soft p-4 font-semibold text-on-primary-soft"
          >
            {t('courseDialogs.question.thanks')}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      {failed}
      {note}
      <section
        aria-labelledby="quick-question"
        className="mt-4 rounded-2xl border-2 border-primary bg-surface p-4 shadow-sm"
      >
        <p className="flex items-center gap-1.5 text-sm font-bold text-primary">
          <MessageCircleQuestion aria-hidden className="size-4" />
          {t('courseDialogs.question.heading')}
        </p>
        <h2 id="quick-question" className="mt-1 text-lg leading-snug font-bold">
          {ask.words}
        </h2>
        <Choices
          question={question}
          onAnswer={(id, value, where) => ask.answer(question, id, value, where)}
        />
        <Button variant="ghost" className="mt-2 w-full text-fg-muted" onClick={ask.rest}>
          {t('courseDialogs.question.notNow')}
        </Button>
      </section>
    </>
  );
}
