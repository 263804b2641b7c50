import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { uiStore } from '../stores/ui';
import { backHandlersRun } from '../ui/back-handler';
import { BackIcon } from '../ui/icons';
import { backTargetFor } from './back-target';

/** §2.3 mobile back button, labelled with the page title ('Cargando...' while loading). */
export function BackButton({ firstCategoryPath }: { firstCategoryPath: string }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { pageTitle } = useSnapshot(uiStore);

  function goBack() {
    if (backHandlersRun()) return;
    const target = backTargetFor(pathname, router.history.canGoBack());
    if (target.kind === 'history') router.history.back();
    else {
      const to = target.kind === 'path' ? target.to : firstCategoryPath;
      void router.navigate({ href: to });
    }
  }

  return (
    <button type="button" className="back-button" onClick={goBack}>
      <BackIcon />
      <span className="visually-hidden">Volver: </span>
      <span className="back-button__title">{pageTitle}</span>
    </button>
  );
}
