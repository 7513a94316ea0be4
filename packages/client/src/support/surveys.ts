import {
  surveyEndpoints as endpoints,
  type SurveyBody,
  type SurveySubmission,
  type SurveySubmitBody,
} from '@convene/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, fetchData } from '../core/endpoint-queries';
import { pagedListOptions, type ListParams } from '../core/lists';
import { NEVER_STALE } from '../payments/payment-intents';
import { useApiClient } from '../core/provider';
import type { ApiClient } from '../core/transport';

/**
 * Surveys under ['surveys', surveyKey, …] (SDK queries/surveys). Survey reads never go
 * stale: a submission's answers are the member's own, changed only through the
 * mutations below, which write the cache themselves.
 */
export const surveyQueries = {
  all: () => ['surveys'] as const,
  survey: (surveyKey: string) => [...surveyQueries.all(), surveyKey] as const,
  submissionKey: (surveyKey: string, submissionId: string) =>
    [...surveyQueries.survey(surveyKey), 'submission', submissionId] as const,

  /** `GET /surveys/{id or slug}`. */
  detail: (api: ApiClient, surveyKey: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...surveyQueries.survey(surveyKey), 'detail'] as const,
        endpoints.detail,
        {
          params: { surveyId: surveyKey },
        },
      ),
      ...NEVER_STALE,
    }),
  /** `GET …/submissions/{sid}`: the answers saved so far. */
  submission: (api: ApiClient, surveyKey: string, submissionId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        surveyQueries.submissionKey(surveyKey, submissionId),
        endpoints.submission,
        {
          params: { surveyId: surveyKey, submissionId },
        },
      ),
      ...NEVER_STALE,
    }),
  /** `GET …/submissions/{sid}/sections`. */
  sections: (api: ApiClient, surveyKey: string, submissionId: string) =>
    queryOptions({
      ...endpointQuery(
        api,
        [...surveyQueries.submissionKey(surveyKey, submissionId), 'sections'] as const,
        endpoints.sections,
        { params: { surveyId: surveyKey, submissionId } },
      ),
      ...NEVER_STALE,
    }),
  /** `GET /surveys/{id}/submissions?status=`: the acting account's submissions. */
  submissions: (
    api: ApiClient,
    surveyKey: string,
    params: ListParams & { status?: SurveySubmission['status'] } = {},
  ) =>
    pagedListOptions(
      api,
      [...surveyQueries.survey(surveyKey), 'submissions'],
      endpoints.submissions,
      params,
      {
        surveyId: surveyKey,
      },
    ),

  // ------------------------------------------------------------ administrators
  managedList: (api: ApiClient, params: ListParams = {}) =>
    pagedListOptions(api, [...surveyQueries.all(), 'managed'], endpoints.managedList, params),
  managed: (api: ApiClient, surveyKey: string) =>
    endpointQuery(
      api,
      [...surveyQueries.survey(surveyKey), 'managed'] as const,
      endpoints.managed,
      {
        params: { surveyId: surveyKey },
      },
    ),
  results: (api: ApiClient, surveyKey: string) =>
    endpointQuery(
      api,
      [...surveyQueries.survey(surveyKey), 'results'] as const,
      endpoints.results,
      {
        params: { surveyId: surveyKey },
      },
    ),
};

/** `POST /surveys/{id}/submissions`: a new submission, or the account's draft resumed. */
export function useStartSurvey(surveyKey: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.start, { params: { surveyId: surveyKey } }),
  });
}

/** `PUT …/questions/{qid} {response}`: one answer saved; the cached submission follows. */
export function useUpdateSurveyResponse(surveyKey: string, submissionId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, response }: { questionId: string; response: string }) =>
      fetchData(api, endpoints.saveResponse, {
        params: { surveyId: surveyKey, submissionId, questionId },
        body: { response },
      }),
    // The saved answer (with its question) is read back from the server.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: surveyQueries.submissionKey(surveyKey, submissionId),
        exact: true,
      }),
  });
}

/** `POST …/submit` (a bare array of answers): the submission is read again, frozen. */
export function useSubmitSurvey(surveyKey: string, submissionId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SurveySubmitBody = []) =>
      fetchData(api, endpoints.submit, {
        params: { surveyId: surveyKey, submissionId },
        body: answers,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.survey(surveyKey) }),
  });
}

/** `POST /surveys` (administrators). */
export function useCreateSurvey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyBody) => fetchData(api, endpoints.create, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...surveyQueries.all(), 'managed'] }),
  });
}

/** `GET …/results/export`: the CSV file to download (administrators). */
export function useExportSurvey(surveyKey: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: () => fetchData(api, endpoints.export, { params: { surveyId: surveyKey } }),
  });
}

/** `PUT /surveys/{id}` (administrators): the survey, and its sections when sent. */
export function useUpdateSurvey(surveyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyBody) =>
      fetchData(api, endpoints.update, { params: { surveyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.all() }),
  });
}

/** `DELETE /surveys/{id}` (administrators): the survey and its submissions. */
export function useDeleteSurvey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (surveyId: string) => fetchData(api, endpoints.delete, { params: { surveyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.all() }),
  });
}
