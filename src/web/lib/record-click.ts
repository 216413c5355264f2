// Records that a visitor opened an offer or a product's details (POST /api/products/{id}/click,
// spec section 7). The request is sent with keepalive, so it survives the navigation that usually
// follows and the link opens at once instead of waiting; a failure is only logged (spec section 8).
export function recordProductClick(publicId: string): void {
  try {
    fetch(`/api/products/${encodeURIComponent(publicId)}/click`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      keepalive: true,
    })
      .then((response) => {
        if (!response.ok) console.warn(`Click not recorded for ${publicId}: ${response.status}`);
      })
      .catch((error: unknown) => console.warn(`Click not recorded for ${publicId}:`, error));
  } catch (error) {
    console.warn(`Click not recorded for ${publicId}:`, error);
  }
}
