import { ModalDialog } from '../../ui/modal-dialog';
import { SearchPanel } from './search-panel';

/** §2.5 the search dialog; loaded lazily by SearchHost. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog open title="Buscar" variant="sheet" className="search-dialog" onClose={onClose}>
      <SearchPanel onNavigate={onClose} />
    </ModalDialog>
  );
}
