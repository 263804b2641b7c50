/** §4.10 the bar shown while a call the customer waits for is under way. */
export function LoadingBar({ active }: { active: boolean }) {
  return <div className="loading-bar" hidden={!active} aria-hidden="true" />;
}
