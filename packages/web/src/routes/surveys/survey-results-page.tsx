import { surveyQueries, useApiClient, useExportSurvey } from '@convene/client';
import type { SurveyResults } from '@convene/contract';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { downloadDataUri } from '../../lib/download-data-uri';

type QuestionResult = SurveyResults['questions'][number];

/**
 * A question's choices as bars: each row says its label, count and share in words (the
 * bar itself is decoration), so the chart reads the same to a screen reader.
 */
function ChoiceBars({ result }: { result: QuestionResult }) {
  const intl = useIntl();
  const most = Math.max(1, ...result.choices.map((choice) => choice.count));
  return (
    <ul
      className="flex flex-col gap-2"
      aria-label={intl.formatMessage(
        { id: 'surveys.results.chartLabel' },
        { question: result.name },
      )}
    >
      {result.choices.map((choice) => {
        const percent = result.answered ? Math.round((choice.count / result.answered) * 100) : 0;
        return (
          <li key={choice.choiceId} className="flex flex-col gap-1" data-testid="result-choice">
            <div className="flex justify-between gap-3 text-sm">
              <span className="min-w-0 break-words">{choice.text ?? choice.value}</span>
              <span className="shrink-0 font-medium tabular-nums">
                {intl.formatMessage(
                  { id: 'surveys.results.choice' },
                  { count: choice.count, percent },
                )}
              </span>
            </div>
            <div
              className="h-3 w-full rounded-full bg-gray-200 dark:bg-white/10"
              aria-hidden="true"
            >
              <div
                className="h-3 rounded-full bg-primary"
                style={{ width: `${(choice.count / most) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /admin/surveys/:surveyId — a survey's submitted answers: how many answered each question,
 * choices counted as bars, and the answers as a CSV file (administrators).
 */
export function SurveyResultsPage() {
  const intl = useIntl();
  const { surveyId = '' } = useParams();
  const api = useApiClient();
  const results = useQuery(surveyQueries.results(api, surveyId));
  const exporter = useExportSurvey(surveyId);
  if (results.error) return <ProblemPage error={results.error} />;
  const data = results.data;
  return (
    <Page
      title={data?.survey.name ?? intl.formatMessage({ id: 'surveys.results.title' })}
      actions={
        <Button
          variant="secondary"
          loading={exporter.isPending}
          disabled={!data}
          onClick={async () => {
            const file = await exporter.mutateAsync();
            downloadDataUri(file.name, file.dataUri);
          }}
        >
          {intl.formatMessage({ id: 'surveys.results.download' })}
        </Button>
      }
    >
      {!data ? (
        <ListSkeleton />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-gray-700 dark:text-gray-300">
            {intl.formatMessage({ id: 'surveys.results.submitted' }, { count: data.submitted })}
            {' · '}
            <Link to={`/surveys/${data.survey.slug}`} className="underline">
              {intl.formatMessage({ id: 'surveys.admin.open' }, { name: data.survey.name })}
            </Link>
          </p>
          {data.questions.map((result) => (
            <Card key={result.questionId} className="flex flex-col gap-3 p-4">
              <div>
                <h2 className="font-semibold">{result.name}</h2>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {intl.formatMessage(
                    { id: 'surveys.results.answered' },
                    { count: result.answered },
                  )}
                </p>
              </div>
              {result.choices.length ? <ChoiceBars result={result} /> : null}
            </Card>
          ))}
        </div>
      )}
    </Page>
  );
}
