import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorView } from './error-view';

/** §2.7 a route whose data failed: the error page; retry reruns the loaders. */
export function RouteError() {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return <ErrorView onRetry={() => void router.invalidate()} />;
}
