import {
  SUPPORT_PATHS,
  type TFeedbackAdmin,
  type TFeedbackAdminPage,
  type FeedbackStatus,
  type FeedbackType,
  type TFeedbackAnswer,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, fetchBlob } from '../../../lib/api-client.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

const paths = SUPPORT_PATHS.admin;
const withMerchant = (path: string, merchantCode: string) =>
  path.replace(':code', encodeURIComponent(merchantCode));
const withId = (path: string, merchantCode: string, id: string) =>
  withMerchant(path, merchantCode).replace(':id', encodeURIComponent(id));

/** The queue's filter; the page size is the console's. */
export interface FeedbackQuery {
  status?: FeedbackStatus | undefined;
  questionType?: FeedbackType | undefined;
  account?: string | undefined;
  pageNo?: number | undefined;
}

export const feedbackKeys = {
  all: (merchantCode: string) => ['bo', 'feedback', merchantCode] as const,
  page: (merchantCode: string, filter: FeedbackQuery) =>
    ['bo', 'feedback', merchantCode, 'page', filter] as const,
  image: (merchantCode: string, id: string, index: number) =>
    ['bo', 'feedback-images', merchantCode, id, index] as const,
};

/** Members' feedback of a merchant: the queue, the operator's answer, the images a member attached. */
export const feedbackApi = {
  page: (merchantCode: string, query: FeedbackQuery) =>
    api<TFeedbackAdminPage>(
      `${withMerchant(paths.feedback, merchantCode)}${queryString({ ...query, pageSize: LIST_PAGE_SIZE })}`,
    ),
  answer: (merchantCode: string, id: string, body: TFeedbackAnswer) =>
    api<TFeedbackAdmin>(withId(paths.feedbackAnswer, merchantCode, id), { method: 'POST', body }),
  /** The image is the member's upload: it needs the operator's token, so it is fetched as bytes. */
  image: (merchantCode: string, id: string, index: number) =>
    fetchBlob(withId(paths.feedbackImage, merchantCode, id).replace(':index', String(index))),
};

export const feedbackPageQuery = (merchantCode: string, query: FeedbackQuery) =>
  queryOptions({
    queryKey: feedbackKeys.page(merchantCode, query),
    queryFn: () => feedbackApi.page(merchantCode, query),
    placeholderData: keepPreviousData,
  });

export const useFeedbackPage = (merchantCode: string, query: FeedbackQuery) =>
  useQuery(feedbackPageQuery(merchantCode, query));
