import { useEffect } from 'react';
import { useFeedback } from '../shell/feedback';
import { onQueryError } from './query-client';

/** Shows failed queries as the portal's error message; it sits inside antd's App for its context. */
export const QueryErrorReporter = () => {
  const { reportError } = useFeedback();
  useEffect(() => onQueryError(reportError), [reportError]);
  return null;
};
