import { useEffect, useState } from 'react';
import { Icon } from './icon.tsx';

// An OpenStreetMap embed of the shop, loaded only once the browser shows that OpenStreetMap is
// reachable (an <iframe> gives no reliable error event). Offline, blocked or before scripts run,
// the link to the map remains and the visitor is told why there is no map.

const TILE_PROBE_URL = 'https://tile.openstreetmap.org/0/0/0.png';
const PROBE_TIMEOUT_MS = 8000;
const SPAN_DEGREES = 0.006;

type MapState = 'checking' | 'available' | 'unavailable';

export function ShopMap({
  latitude,
  longitude,
  title,
  linkText,
  unavailableText,
}: {
  latitude: number;
  longitude: number;
  title: string;
  linkText: string;
  unavailableText: string;
}) {
  const [state, setState] = useState<MapState>('checking');
  useEffect(() => {
    const probe = new Image();
    const timer = window.setTimeout(() => setState('unavailable'), PROBE_TIMEOUT_MS);
    probe.onload = () => {
      window.clearTimeout(timer);
      setState('available');
    };
    probe.onerror = () => {
      window.clearTimeout(timer);
      setState('unavailable');
    };
    probe.src = TILE_PROBE_URL;
    return () => window.clearTimeout(timer);
  }, []);

  const bbox = [
    longitude - SPAN_DEGREES,
    latitude - SPAN_DEGREES / 2,
    longitude + SPAN_DEGREES,
    latitude + SPAN_DEGREES / 2,
  ].join(',');
  const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

  return (
    <figure>
      {state === 'available' ? (
        <iframe
          src={embedUrl}
          title={title}
          loading="lazy"
          className="h-80 w-full rounded-lg border border-slate-200"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div
          className="flex h-40 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-600"
          data-testid="map-fallback"
        >
          {state === 'unavailable' ? unavailableText : title}
        </div>
      )}
      <figcaption className="mt-2">
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
        >
          {linkText}
          <Icon name="external-link" className="size-4" />
        </a>
      </figcaption>
    </figure>
  );
}
