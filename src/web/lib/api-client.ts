// Fetches a JSON API path the way the spec's default loader does: cookies included, and a non-OK
// answer becomes an Error "status: text" (the response text, or the status text when empty).
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return (await response.json()) as T;
}
