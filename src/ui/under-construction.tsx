import { Link } from '@tanstack/react-router';
import { usePageTitle } from './use-page-title';
import './under-construction.css';

/** A screen a later issue delivers: its title and an honest state until then. */
export function UnderConstruction({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="under-construction" aria-labelledby="under-construction-title">
      <h1 id="under-construction-title">{title}</h1>
      <p>Esta sección está en construcción.</p>
      <Link to="/" className="button">
        Ir al menú
      </Link>
    </section>
  );
}
