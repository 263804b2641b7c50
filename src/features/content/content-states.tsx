import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../ui/use-page-title';

/** §2.7 a content screen loading: a heading's and a few paragraphs' shapes. */
export function ContentSkeleton() {
  usePageTitle(undefined);
  return (
    <div role="status" aria-live="polite" className="content-skeleton">
      <span className="visually-hidden">Cargando...</span>
      <div aria-hidden="true">
        <div className="content-skeleton__title" />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="content-skeleton__line" />
        ))}
      </div>
    </div>
  );
}

/** The content could not be read and none is kept on the device: say so, offer a retry. */
export function ContentError({
  title,
  offline,
  onRetry,
}: {
  title: string;
  offline: boolean;
  onRetry: () => void;
}) {
  usePageTitle(title);
  return (
    <section className="content-page content-message" role="alert">
      <h1 className="content-page__title">{title}</h1>
      <p>
        {offline
          ? 'Estás sin conexión y esta página aún no está guardada en tu dispositivo. Conéctate a internet y vuelve a intentarlo.'
          : 'No pudimos cargar esta página. Revisa tu conexión y vuelve a intentarlo.'}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Reintentar
      </button>
    </section>
  );
}

/** A page the chain's content does not have, or an announcement no longer published. */
export function ContentMissing({ title, message }: { title: string; message: string }) {
  usePageTitle(title);
  return (
    <section className="content-page content-message" aria-labelledby="content-missing-title">
      <h1 id="content-missing-title" className="content-page__title">
        {message}
      </h1>
      <p>Puedes seguir viendo nuestro menú o volver más tarde.</p>
      <Link to="/" className="button">
        Ir al menú
      </Link>
    </section>
  );
}
