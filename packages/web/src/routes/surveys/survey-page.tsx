import {
  ApiError,
  surveyQueries,
  useApiClient,
  useStartSurvey,
  useSubmitSurvey,
  useUpdateSurveyResponse,
} from '@convene/client';
import type { Survey, SurveySection } from '@convene/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { useOrganizationConfig } from '../../app/config-context';
import { ProblemPage } from '../../app/problem-page';
import { useViewer } from '../../app/viewer';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { QuestionField } from '../../components/question-input';
import { BannerPageSkeleton, Skeleton } from '../../components/skeleton';
import { saveAuthRedirect } from '../../lib/auth-redirect';
import { local, organizationKey } from '../../lib/storage';
import { stripLocale } from '../../i18n/locale-path';
import { asInputQuestion, sectionOf, shownQuestions } from './survey-questions';

/** A typed answer is saved this long after the last keystroke; a pick at once. */
const SAVE_DELAY_MS = 600;

/** Where a visitor's submission id is kept, so a reload resumes it. */
function visitorKey(organizationId: string, surveyId: string): string {
  return organizationKey(organizationId, `survey.${surveyId}`);
}

/**
 * The submission to answer: a signed-in member's newest (a draft the server resumes on any
 * device, or the one submitted), or a visitor's, remembered in this browser. Null until started.
 */
function useSubmissionId(survey: Survey | undefined) {
  const viewer = useViewer();
  const config = useOrganizationConfig();
  const api = useApiClient();
  const start = useStartSurvey(survey?.id ?? '');
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const signedIn = viewer.state === 'signed-in';
  // The account's newest submission: a draft to resume, or the one it submitted (thanks).
  const latest = useInfiniteQuery({
    ...surveyQueries.submissions(api, survey?.id ?? '', { pageSize: 1 }),
    enabled: Boolean(survey) && signedIn,
  });
  const latestId = latest.data?.pages[0]?.data[0]?.id ?? null;
  const key = survey ? visitorKey(config.ORGANIZATION_ID, survey.id) : '';

  useEffect(() => {
    if (submissionId || !survey) return;
    if (signedIn && latestId) setSubmissionId(latestId);
    if (viewer.state === 'signed-out') {
      const kept = local.get(key);
      if (kept) setSubmissionId(kept);
    }
  }, [submissionId, survey, signedIn, latestId, viewer.state, key]);

  const begin = async () => {
    const { id } = await start.mutateAsync();
    if (!signedIn) local.set(key, id);
    setSubmissionId(id);
  };
  const forget = () => {
    local.remove(key);
    setSubmissionId(null);
  };
  const known = viewer.state !== 'unknown' && (!signedIn || !latest.isPending);
  return { submissionId, begin, forget, starting: start.isPending, startError: start.error, known };
}

/** The answers, saved one by one as they are given (typed ones once typing pauses). */
function useAnswers(surveyId: string, submissionId: string, saved: ReadonlyMap<string, string>) {
  const save = useUpdateSurveyResponse(surveyId, submissionId);
  const [answers, setAnswers] = useState<Map<string, string>>(() => new Map(saved));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const pending = useRef(new Map<string, Promise<unknown>>());

  const persist = (questionId: string, response: string) => {
    timers.current.delete(questionId);
    const request = save
      .mutateAsync({ questionId, response })
      .then(
        () =>
          setErrors((current) => {
            const next = new Map(current);
            next.delete(questionId);
            return next;
          }),
        (error: unknown) =>
          setErrors((current) =>
            new Map(current).set(
              questionId,
              error instanceof ApiError ? error.message : String(error),
            ),
          ),
      )
      .finally(() => pending.current.delete(questionId));
    pending.current.set(questionId, request);
  };

  const change = (questionId: string, value: string, typed: boolean) => {
    setAnswers((current) => new Map(current).set(questionId, value));
    clearTimeout(timers.current.get(questionId));
    if (typed) {
      timers.current.set(
        questionId,
        setTimeout(() => persist(questionId, value), SAVE_DELAY_MS),
      );
    } else persist(questionId, value);
  };

  /** Saves what is still waiting, and waits for every save under way. */
  const flush = async () => {
    for (const [questionId, timer] of timers.current) {
      clearTimeout(timer);
      persist(questionId, answers.get(questionId) ?? '');
    }
    await Promise.all(pending.current.values());
  };

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  return { answers, errors, setErrors, change, flush, saving: save.isPending };
}

const TYPED = new Set(['text', 'textarea', 'number', 'location', 'search', 'date', 'time']);

/** One section at a time, with progress; the last one submits. */
function SurveyPlayer({
  survey,
  submissionId,
  sections,
  saved,
}: {
  survey: Survey;
  submissionId: string;
  sections: SurveySection[];
  saved: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const { answers, errors, setErrors, change, flush, saving } = useAnswers(
    survey.id,
    submissionId,
    saved,
  );
  const submit = useSubmitSurvey(survey.id, submissionId);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = sections[index];
  const last = index === sections.length - 1;

  const go = async (next: number) => {
    await flush();
    setIndex(next);
    setProblem(null);
    heading.current?.focus();
  };

  const send = async () => {
    await flush();
    try {
      await submit.mutateAsync([]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
      const at = error.field ? sectionOf(sections, error.field) : -1;
      if (at >= 0 && error.field) {
        setIndex(at);
        setErrors((current) => new Map(current).set(error.field!, error.message));
      }
    }
  };

  if (!section) return null;
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-gray-700 dark:text-gray-300" id="survey-progress-label">
          {intl.formatMessage(
            { id: 'surveys.progress' },
            { current: index + 1, total: sections.length },
          )}
        </p>
        {/* Sections done so far: full only once the survey is sent. */}
        <progress
          className="h-2 w-full accent-[var(--color-primary)]"
          value={index}
          max={sections.length}
          aria-labelledby="survey-progress-label"
        />
      </div>
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {section.name}
        </h2>
        {section.description ? (
          <p className="mt-1 text-gray-700 dark:text-gray-300">{section.description}</p>
        ) : null}
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-5">
        {shownQuestions(section.questions, answers).map((question) => (
          <QuestionField
            key={question.id}
            eventId=""
            question={asInputQuestion(question)}
            value={answers.get(question.id) ?? ''}
            onChange={(value) => change(question.id, value, TYPED.has(question.type))}
            error={errors.get(question.id) ?? null}
            {...(question.type === 'search' ? { values: question.choices } : {})}
          />
        ))}
      </div>
      <p className="min-h-5 text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {saving ? intl.formatMessage({ id: 'surveys.saving' }) : ''}
      </p>
      <div className="flex flex-wrap justify-between gap-3">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => void go(index - 1)}>
            {intl.formatMessage({ id: 'surveys.previous' })}
          </Button>
        ) : (
          <span />
        )}
        {last ? (
          <Button onClick={() => void send()} loading={submit.isPending}>
            {intl.formatMessage({ id: 'surveys.submit' })}
          </Button>
        ) : (
          <Button onClick={() => void go(index + 1)}>
            {intl.formatMessage({ id: 'surveys.next' })}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** The submission's sections and saved answers, then the player (or the thanks once submitted). */
function Submission({
  survey,
  submissionId,
  onGone,
  onAgain,
}: {
  survey: Survey;
  submissionId: string;
  onGone: () => void;
  /** Starts another submission, where the survey may take one more (else undefined). */
  onAgain: (() => void) | undefined;
}) {
  const intl = useIntl();
  const api = useApiClient();
  const submission = useQuery(surveyQueries.submission(api, survey.id, submissionId));
  const sections = useQuery(surveyQueries.sections(api, survey.id, submissionId));
  const gone = submission.error instanceof ApiError && submission.error.status === 404;
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  if (submission.error && !gone) return <ProblemPage error={submission.error} />;
  if (!submission.data || !sections.data) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (submission.data.status !== 'draft') {
    return (
      <Card className="flex flex-col gap-2 p-6 text-center" data-testid="survey-thanks">
        <h2 className="text-xl font-semibold">
          {intl.formatMessage({ id: 'surveys.thanks.title' })}
        </h2>
        <p>{intl.formatMessage({ id: 'surveys.thanks.body' })}</p>
        {onAgain ? (
          <div>
            <Button variant="secondary" onClick={onAgain}>
              {intl.formatMessage({ id: 'surveys.again' })}
            </Button>
          </div>
        ) : null}
      </Card>
    );
  }
  const saved = new Map(submission.data.responses.map((r) => [r.questionId, r.value]));
  return (
    <SurveyPlayer
      survey={survey}
      submissionId={submissionId}
      sections={sections.data}
      saved={saved}
    />
  );
}

/**
 * /surveys/:surveyId — a survey by id or slug: start (or resume) a submission and answer it
 * one section at a time; each answer is saved as it is given, so a reload or another device
 * picks up where the member left. A survey that needs an account asks to sign in first.
 */
export function SurveyPage() {
  const intl = useIntl();
  const { surveyId = '' } = useParams();
  const api = useApiClient();
  const config = useOrganizationConfig();
  const location = useLocation();
  const viewer = useViewer();
  const survey = useQuery(surveyQueries.detail(api, surveyId));
  const { submissionId, begin, forget, starting, startError, known } = useSubmissionId(survey.data);

  if (!survey.data) {
    if (survey.isPending) return <BannerPageSkeleton width="max-w-4xl" />;
    return <ProblemPage error={survey.error} />;
  }
  const needsSignIn = survey.data.requireAuth && viewer.state === 'signed-out';
  return (
    <Page title={survey.data.name} width="narrow">
      {survey.data.description ? (
        <p className="mb-6 text-gray-700 dark:text-gray-300">{survey.data.description}</p>
      ) : null}
      {!known ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : submissionId ? (
        <Submission
          key={submissionId}
          survey={survey.data}
          submissionId={submissionId}
          onGone={forget}
          onAgain={
            viewer.state === 'signed-out' || survey.data.submissionsPerAccount > 1
              ? () => void begin().catch(() => undefined)
              : undefined
          }
        />
      ) : needsSignIn ? (
        <Link
          to="/auth/sign-in"
          onClick={() => saveAuthRedirect(stripLocale(location.pathname, config))}
          className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary"
        >
          {intl.formatMessage({ id: 'surveys.signIn' })}
        </Link>
      ) : (
        <div className="flex flex-col items-start gap-3">
          {startError instanceof ApiError ? (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {startError.message}
            </p>
          ) : null}
          <Button onClick={() => void begin().catch(() => undefined)} loading={starting}>
            {intl.formatMessage({ id: 'surveys.start' })}
          </Button>
        </div>
      )}
    </Page>
  );
}
