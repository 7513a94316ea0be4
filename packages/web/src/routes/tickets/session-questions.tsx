import {
  useSessionRegistration,
  useSessionRegistrationQuestions,
  useSetSessionRegistrationResponses,
} from '@convene/client';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Skeleton } from '../../components/skeleton';
import { Answers } from './answers';

/**
 * The questions a session asks each registered pass, answered here (a required one left
 * open keeps the pass's seat as "Needs answers"). Nothing shows when it asks none.
 */
export function SessionQuestions({ eventId, sessionId }: { eventId: string; sessionId: string }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const sections = useSessionRegistrationQuestions(eventId, sessionId);
  const accesses = useSessionRegistration(eventId, sessionId);
  const save = useSetSessionRegistrationResponses(eventId, sessionId);
  const questions = (sections.data ?? []).flatMap((section) => section.questions);
  if (sections.isPending || accesses.isPending) return <Skeleton className="h-10 w-full" />;
  if (questions.length === 0) return null;
  const list = accesses.data ?? [];
  return (
    <div className="flex flex-col gap-3 border-t border-gray-200 pt-3 dark:border-white/10">
      <h4 className="font-semibold">{intl.formatMessage({ id: 'tickets.sessions.questions' })}</h4>
      {list.map((access, index) => (
        <div key={access.id} className="flex flex-col gap-2">
          {list.length > 1 ? (
            <p className="text-sm font-medium">
              {intl.formatMessage({ id: 'tickets.sessions.forPass' }, { number: index + 1 })}
            </p>
          ) : null}
          <Answers
            answers={questions.map((question) => ({
              question,
              value:
                access.responses.find((response) => response.questionId === question.id)?.value ??
                '',
            }))}
            saving={save.isPending}
            startEditing={access.responses.length === 0}
            onSave={(values, done) =>
              save.mutate(
                [
                  {
                    passId: access.passId,
                    responses: values.map(({ id, value }) => ({ questionId: id, value })),
                  },
                ],
                feedback({ success: 'tickets.answers.saved', onSuccess: done }),
              )
            }
          />
        </div>
      ))}
    </div>
  );
}
