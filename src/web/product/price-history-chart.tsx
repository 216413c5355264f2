import { useEffect, useRef, useState } from 'react';
import type { PriceHistoryResponse } from '../../shared/product.ts';
import { useTranslation } from '../i18n/use-translation.ts';

// The price-history chart's place on the page. What draws it, uPlot (about 50 KB) and
// draw-price-chart.ts, loads on demand after the page has hydrated; before that, and without
// JavaScript, the same numbers are in the table below it.

export function PriceHistoryChart({
  history,
  showShops,
}: {
  history: PriceHistoryResponse;
  showShops: boolean;
}) {
  const { t, language } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element || history.lowest.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    (async () => {
      const { drawPriceChart, CHART_HEIGHT } = await import('./draw-price-chart.ts');
      if (cancelled) return;
      chart = drawPriceChart(element, history, { showShops, t, language });
      observer = new ResizeObserver(() =>
        chart?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
      );
      observer.observe(element);
    })().catch((error: unknown) => {
      console.warn('price chart could not load:', error);
      setFailed(true);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [history, showShops, t, language]);

  if (history.lowest.length === 0)
    return <p className="text-sm text-slate-600">{t('productPage.noHistory')}</p>;
  return (
    <div>
      <div
        ref={container}
        role="img"
        aria-label={t('productPage.chartLabel', { days: history.days })}
        data-testid="price-chart"
        className="min-h-[280px] w-full"
      />
      {failed && <p className="text-sm text-slate-600">{t('productPage.chartUnavailable')}</p>}
    </div>
  );
}
