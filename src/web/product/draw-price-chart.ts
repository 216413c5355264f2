import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Translate } from '../../shared/i18n/translator.ts';
import { formatEuros, formatWholeEuros } from '../../shared/price-format.ts';
import type { PriceHistoryResponse } from '../../shared/product.ts';

// Draws the price-history chart with uPlot: loaded with uPlot (about 50 KB) when a chart is drawn,
// not with the page (see price-history-chart.tsx).

const LOWEST_COLOUR = '#1d4ed8';
const SHOP_COLOURS = ['#dc2626', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#475569'];
export const CHART_HEIGHT = 280;

type ChartData = {
  xs: number[];
  lowest: (number | null)[];
  shops: { name: string; values: (number | null)[] }[];
};

function chartData(history: PriceHistoryResponse): ChartData {
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

export function drawPriceChart(
  element: HTMLElement,
  history: PriceHistoryResponse,
  options: { showShops: boolean; t: Translate; language: string },
): uPlot {
  const { showShops, t, language } = options;
  const data = chartData(history);
  const dateFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const money = (value: number | null | undefined) => (value == null ? '—' : formatEuros(value));
  return new uPlot(
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
}
