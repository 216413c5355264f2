// Clicking a popular search or brand records it (spec section 7: POST /api/searches/{id}/click,
// POST /api/brands/{id}/click) without holding up the search it runs; failures are only logged.
export function recordPopularClick(kind: 'searches' | 'brands', id: number): void {
  fetch(`/api/${kind}/${id}/click`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`${kind} click not recorded: ${response.status}`);
    })
    .catch((error: unknown) => console.warn(`${kind} click not recorded:`, error));
}
