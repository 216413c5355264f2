import { useId } from 'react';
import { formatEuros } from '../../shared/price-format.ts';
import {
  AlertEmailField,
  AlertFormEnd,
  type AlertFormTone,
  alertInputClass,
  useAlertForm,
} from '../components/deal-alert-form.tsx';
import { useTranslation } from '../i18n/use-translation.ts';

// Price alert for one product: "tell me once when the best price is at or below my target". Same
// double opt-in as deal alerts; works without JavaScript (form post, result page) and inline with it.
//
// Place it on the product page, e.g. <PriceAlertForm idC10={product.id_c10} currentPrice={product.search_price} />.

export function PriceAlertForm({
  idC10,
  currentPrice,
  tone = 'light',
}: {
  idC10: string;
  // The best price now, in euros; the target must be below it.
  currentPrice: number | null;
  tone?: AlertFormTone;
}) {
  const { t, language } = useTranslation();
  const id = useId();
  const maxTarget =
    currentPrice !== null && currentPrice > 0.01 ? (currentPrice - 0.01).toFixed(2) : undefined;
  const { status, onSubmit } = useAlertForm('/api/alerts/price', (data) => ({
    email: data.get('email'),
    language: data.get('language'),
    id_c10: idC10,
    target_price: data.get('target_price'),
    consent: data.get('consent') === 'on',
  }));

  const label = `mb-1 block text-sm font-medium ${tone === 'dark' ? 'text-slate-300' : 'text-slate-700'}`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={tone === 'light' ? 'rounded-xl bg-white p-6 shadow-sm' : ''}
      data-testid="price-alert-form"
    >
      <h2
        id={`${id}-title`}
        className={`text-lg font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
      >
        {t('alerts:priceForm.title')}
      </h2>
      <p className={`mt-1 text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>
        {t('alerts:priceForm.intro')}
      </p>
      <form method="post" action="/api/alerts/price" onSubmit={onSubmit} className="mt-4 space-y-3">
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="id_c10" value={idC10} />
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-target`} className={label}>
              {t('alerts:priceForm.target')}
            </label>
            <input
              id={`${id}-target`}
              type="number"
              name="target_price"
              required
              min="0.01"
              max={maxTarget}
              step="0.01"
              inputMode="decimal"
              aria-describedby={currentPrice !== null ? `${id}-current` : undefined}
              className={alertInputClass(tone)}
            />
            {currentPrice !== null && (
              <p id={`${id}-current`} className="mt-1 text-xs text-slate-500">
                {t('alerts:priceForm.current', { price: formatEuros(currentPrice) })}
              </p>
            )}
          </div>
          <AlertEmailField
            id={`${id}-email`}
            label={t('alerts:priceForm.email')}
            labelClassName={label}
            tone={tone}
          />
        </div>
        <AlertFormEnd tone={tone} status={status} submitLabel={t('alerts:priceForm.submit')} />
      </form>
    </section>
  );
}
