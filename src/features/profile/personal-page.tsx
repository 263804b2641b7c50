import { useQuery } from '@tanstack/react-query';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { ErrorView } from '../../ui/error-view';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import { PersonalForm } from './personal-form';
import { UnsubscribeAction } from './unsubscribe-action';
import { useLoggedIn } from '../../api/use-logged-in';
import { useProfileToday } from './use-profile-today';

/** §2.2 tab Personal (/profile/user-data): the customer's data, editable but for the e-mail. */
export function PersonalPage() {
  usePageTitle('Personal');
  const query = useQuery(userDataQuery(useLoggedIn()));
  const today = useProfileToday();
  return (
    <section className="profile-page" aria-labelledby="profile-personal-title">
      <h1 id="profile-personal-title">Datos personales</h1>
      {query.data ? (
        <>
          <PersonalForm initial={query.data} today={today} />
          {query.data.publicidad ? <UnsubscribeAction /> : null}
        </>
      ) : query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : (
        <LoadingView />
      )}
    </section>
  );
}
