import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { HelpDialog } from '../features/assistant/public';
import { helpOpenSet, uiStore } from '../stores/ui';
import { phoneHref } from './footer-links';

/** §2.6 mounts the help dialog from its first opening on (it then stays, closed or open). */
export function HelpDialogHost({ callCenterPhone }: { callCenterPhone: string }) {
  const { helpOpen } = useSnapshot(uiStore);
  const [wanted, setWanted] = useState(helpOpen);
  if (helpOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HelpDialog
        open={helpOpen}
        onClose={() => helpOpenSet(false)}
        callCenterPhone={callCenterPhone}
        callCenterHref={phoneHref(callCenterPhone)}
      />
    </Suspense>
  );
}
