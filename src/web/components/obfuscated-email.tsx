import { useHydrated } from '../hooks/use-hydrated.ts';

// The contact address is assembled in the browser (spec: "e-mail assembled at runtime"), so it is
// not in the HTML that harvesters scrape. Before scripts run, a human-readable form is shown.
export function ObfuscatedEmail({ reversedParts }: { reversedParts: readonly [string, string] }) {
  const hydrated = useHydrated();
  const reverse = (text: string) => text.split('').reverse().join('');
  const domain = reverse(reversedParts[0]);
  const user = reverse(reversedParts[1]);
  if (!hydrated) {
    return (
      <span>
        {user} [@] {domain}
      </span>
    );
  }
  const address = `${user}@${domain}`;
  return (
    <a href={`mailto:${address}`} className="text-blue-700 hover:underline">
      {address}
    </a>
  );
}
