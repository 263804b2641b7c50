import { ModalDialog } from '../../ui/modal-dialog';
import { SearchPanel } from './search-panel';

/** §2.5 the search dialog; loaded lazily by SearchHost. */
export default function SearchDialog({
  initialQuery,
  onClose,
}: {
  /** §2.6 the assistant's product question opens the search with its term */
  initialQuery?: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog open title="Buscar" variant="sheet" className="search-dialog" onClose={onClose}>
      <SearchPanel initialQuery={initialQuery} onNavigate={onClose} />
    </ModalDialog>
  );
}
