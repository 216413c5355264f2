import { useState } from 'react';
import { DEFAULT_HISTORY_DAYS, HISTORY_RANGES, priceHistoryPath } from '../../shared/contracts/product.ts';
import { formatEuros } from '../../shared/price-format.ts';
import type { PriceHistoryResponse } from '../../shared/product.ts';
import { useApiQuery } from '../hooks/use-api-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { PriceHistoryChart } from './price-history-chart.tsx';

// The product page's price history: 30, 90 or 365 days (the page's data holds the default range;
// another is fetched when chosen), the lowest price across shops or per shop, and the same as a
// table for those who cannot read the chart.
export function PriceHistorySection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<number>(DEFAULT_HISTORY_DAYS);
  const [showShops, setShowShops] = useState(false);
  const history = useApiQuery<PriceHistoryResponse>(priceHistoryPath(productId, range), {
    keepPreviousData: true,
  });
  const lowest30 = history.data?.lowest_30_days ?? null;
  return (
    <section aria-labelledby="history-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="history-heading" className="text-xl font-bold text-slate-900">
          {t('productPage.historyTitle')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {HISTORY_RANGES.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={range === days}
              onClick={() => setRange(days)}
              className={`rounded-full border px-3 py-1 text-sm ${range === days ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
            >
              {t('productPage.days', { count: days })}
            </button>
          ))}
          <label className="ml-2 flex items-center gap-1.5 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={showShops}
              onChange={(event) => setShowShops(event.target.checked)}
            />
            {t('productPage.perShop')}
          </label>
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        {history.data ? (
          <>
            {/* Across every shop, for judging the moment; not a deal's reference price, which the
              price box above states (this shop's lowest in the 30 days before its drop). */}
            {lowest30 !== null && (
              <p className="mb-3 text-sm text-slate-700" data-testid="lowest-30">
                {t('productPage.lowest30', { price: formatEuros(lowest30) })}
              </p>
            )}
            <PriceHistoryChart history={history.data} showShops={showShops} />
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-blue-700">{t('productPage.historyTable')}</summary>
              <table className="mt-2 w-full text-left">
                <thead>
                  <tr>
                    <th className="py-1 font-semibold">{t('productPage.date')}</th>
                    <th className="py-1 font-semibold">{t('productPage.lowestSeries')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...history.data.lowest].reverse().map((entry) => (
                    <tr key={entry.date} className="border-t border-slate-100">
                      <td className="py-1">{entry.date}</td>
                      <td className="py-1">{formatEuros(entry.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : (
          <p className="text-sm text-slate-600">
            {history.isError ? t('productPage.chartUnavailable') : t('lists.loading')}
          </p>
        )}
      </div>
    </section>
  );
}
