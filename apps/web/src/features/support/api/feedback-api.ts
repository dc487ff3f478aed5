import type { TFeedback, TFeedbackSubmit } from '@platform/contracts';
import { SUPPORT_PATHS } from '@platform/contracts/client';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/page.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * Feedback (spec §7 `PUT /wps/feedback`): a member sends a question with up to three images (data
 * URLs) and reads their own, with the operator's answer when there is one.
 */
export type Feedback = TFeedback;
export type FeedbackStatus = TFeedback['status'];

export const submitFeedback = (body: TFeedbackSubmit) => api.put<Feedback>(SUPPORT_PATHS.feedback, body);

export const myFeedbackQuery = (token: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['support', token, 'myFeedback', pageNo, pageSize],
    queryFn: () => api.get<Page<Feedback>>(SUPPORT_PATHS.myFeedback, { pageNo, pageSize }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useMyFeedback(pageNo = 1, pageSize = 5) {
  const token = useSessionToken() ?? '';
  return useQuery({
    ...myFeedbackQuery(token, pageNo, pageSize),
    enabled: !!token,
    // An open question is looked at again now and then: the answer appears without a reload.
    refetchInterval: (query) => (query.state.data?.list.some((f) => f.status === 'OPEN') ? 30_000 : false),
  });
}

export function useSubmitFeedback() {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: ['support', token, 'myFeedback'] }),
  });
}
