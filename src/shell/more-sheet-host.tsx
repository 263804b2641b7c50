import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { uiStore } from '../stores/ui';

// the sheet and the dialog primitive load when 'Más' is first opened
const MoreSheet = lazy(() => import('./more-sheet').then((m) => ({ default: m.MoreSheet })));

interface MoreSheetHostProps {
  certificatesEnabled: boolean;
  callCenterPhone: string;
}

/** §2.3 mounts the 'Más' sheet from its first opening on (it then stays, closed or open). */
export function MoreSheetHost(props: MoreSheetHostProps) {
  const { moreOpen } = useSnapshot(uiStore);
  const [wanted, setWanted] = useState(moreOpen);
  if (moreOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MoreSheet {...props} />
    </Suspense>
  );
}
