import { useEffect, useRef, useState } from 'react';
import { formatEuros, formatWholeEuros } from '../../shared/price-format.ts';
import type { PriceHistoryResponse } from '../../shared/product.ts';
import { useTranslation } from '../i18n/use-translation.ts';

// The price-history chart. uPlot (about 50 KB) is loaded only here, on demand, after the page has
// hydrated; before that, and without JavaScript, the same numbers are in the table below it.

const LOWEST_COLOUR = '#1d4ed8';
const SHOP_COLOURS = ['#dc2626', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#475569'];
const CHART_HEIGHT = 280;

type ChartData = {
  xs: number[];
  lowest: (number | null)[];
  shops: { name: string; values: (number | null)[] }[];
};

export function chartData(history: PriceHistoryResponse): ChartData {
  const dates = history.lowest.map((entry) => entry.date);
  const index = new Map(dates.map((date, position) => [date, position]));
  return {
    xs: dates.map((date) => Date.parse(`${date}T12:00:00Z`) / 1000),
    lowest: history.lowest.map((entry) => entry.price),
    shops: history.shops.map((shop) => {
      const values: (number | null)[] = dates.map(() => null);
      for (const entry of shop.prices) {
        const position = index.get(entry.date);
        if (position !== undefined) values[position] = entry.price;
      }
      return { name: shop.shop_name, values };
    }),
  };
}

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
      const [{ default: uPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
      if (cancelled) return;
      const data = chartData(history);
      const dateFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
      const money = (value: number | null | undefined) => (value == null ? '—' : formatEuros(value));
      chart = new uPlot(
        {
          width: element.clientWidth,
          height: CHART_HEIGHT,
          scales: { x: { time: true } },
          series: [
            {
              label: t('productPage.dateSeries'),
              value: (_u, value) => (value == null ? '' : dateFormat.format(new Date(value * 1000))),
            },
            {
              label: t('productPage.lowestSeries'),
              stroke: LOWEST_COLOUR,
              width: 3,
              value: (_u, value) => money(value),
            },
            ...data.shops.map((shop, position) => ({
              label: shop.name,
              stroke: SHOP_COLOURS[position % SHOP_COLOURS.length],
              width: 1.5,
              dash: [4, 3],
              show: showShops,
              value: (_u: unknown, value: number | null) => money(value),
            })),
          ],
          axes: [
            { values: (_u, ticks) => ticks.map((tick) => dateFormat.format(new Date(tick * 1000))) },
            { size: 80, values: (_u, ticks) => ticks.map((tick) => formatWholeEuros(tick)) },
          ],
        },
        [data.xs, data.lowest, ...data.shops.map((shop) => shop.values)],
        element,
      );
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
