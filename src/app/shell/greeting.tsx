/** §2.3 greeting on the mobile home: the nickname, or 'amigo' for guests. */
export function Greeting({ nickname }: { nickname?: string | null }) {
  const name = nickname?.trim() || 'amigo';
  return <p className="greeting">Hola, {name}</p>;
}
