import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { TaggedText } from '../i18n/tagged-text.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';

// Deal alerts: e-mail, optional categories, consent. Without JavaScript the browser posts the form
// to the API, which answers with a redirect to a small result page; with JavaScript the same post
// goes through fetch and the answer appears under the button (announced by screen readers). The
// server answers the same whatever the address's state, so there is only one success message.

export const ALERT_CATEGORIES = ['computers', 'electronics', 'toys-games'] as const;

export type AlertFormStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; message: string }
  | { state: 'error'; message: string };

// Posts a form's fields as JSON and returns the message to show.
async function postAlertForm(
  url: string,
  body: Record<string, unknown>,
  t: (key: string) => string,
): Promise<AlertFormStatus> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { state: 'done', message: t('alerts:result.pending') };
    const error = (await response.json().catch(() => ({}))) as { code?: string };
    if (response.status === 429) return { state: 'error', message: t('alerts:result.tooMany') };
    if (error.code === 'TARGET_NOT_BELOW_PRICE')
      return { state: 'error', message: t('alerts:result.targetTooHigh') };
    if (response.status === 400) return { state: 'error', message: t('alerts:result.invalid') };
    return { state: 'error', message: t('alerts:result.failed') };
  } catch {
    return { state: 'error', message: t('alerts:result.failed') };
  }
}

const TONES = {
  light: {
    box: 'rounded-xl bg-white p-6 shadow-sm',
    title: 'text-lg font-semibold text-slate-900',
    text: 'text-sm text-slate-600',
    input: 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-400',
    link: 'text-blue-700 underline',
    done: 'text-green-800',
    error: 'text-red-700',
  },
  dark: {
    box: '',
    title: 'text-base font-semibold text-white',
    text: 'text-sm text-slate-300',
    input: 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400',
    link: 'text-white underline',
    done: 'text-green-300',
    error: 'text-red-300',
  },
} as const;

export type AlertFormTone = keyof typeof TONES;

function ConsentCheckbox({ tone }: { tone: AlertFormTone }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <label className={`flex items-start gap-2 ${TONES[tone].text}`}>
      <input type="checkbox" name="consent" required className="mt-1 size-4 shrink-0" />
      <span>
        <TaggedText
          text={t('alerts:consent')}
          elements={{ privacy: <Link to={localized('/privacy')} className={TONES[tone].link} /> }}
        />
      </span>
    </label>
  );
}

function AlertFormResult({ status, tone }: { status: AlertFormStatus; tone: AlertFormTone }) {
  const { t } = useTranslation();
  let content: ReactNode = null;
  if (status.state === 'sending') content = t('alerts:sending');
  if (status.state === 'done' || status.state === 'error') content = status.message;
  const color =
    status.state === 'error' ? TONES[tone].error : status.state === 'done' ? TONES[tone].done : '';
  // Always rendered, so assistive technology already watches it when the message appears.
  return (
    <p aria-live="polite" role="status" className={`min-h-5 text-sm font-medium ${color}`}>
      {content}
    </p>
  );
}

export function alertInputClass(tone: AlertFormTone): string {
  return `w-full rounded-md border px-3 py-2 text-sm focus:outline-2 focus:outline-blue-500 ${TONES[tone].input}`;
}

// With JavaScript, an alert form posts through fetch instead of leaving the page (its action stays
// the fallback); `fields` picks what the API is sent. Emptied once the alert is requested.
export function useAlertForm(url: string, fields: (data: FormData) => Record<string, unknown>) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AlertFormStatus>({ state: 'idle' });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus({ state: 'sending' });
    const result = await postAlertForm(url, fields(data), t);
    setStatus(result);
    if (result.state === 'done') form.reset();
  };
  return { status, onSubmit };
}

// The address every alert form asks for (254 characters: the longest an address can be).
export function AlertEmailField({
  id,
  label,
  labelClassName,
  placeholder,
  tone,
}: {
  id: string;
  label: string;
  labelClassName: string;
  placeholder?: string;
  tone: AlertFormTone;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder={placeholder}
        className={alertInputClass(tone)}
      />
    </div>
  );
}

// How every alert form ends: the consent, the button, and the line where the answer appears.
export function AlertFormEnd({
  tone,
  status,
  submitLabel,
}: {
  tone: AlertFormTone;
  status: AlertFormStatus;
  submitLabel: string;
}) {
  return (
    <>
      <ConsentCheckbox tone={tone} />
      <button
        type="submit"
        disabled={status.state === 'sending'}
        className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
      >
        {submitLabel}
      </button>
      <AlertFormResult status={status} tone={tone} />
    </>
  );
}

export function DealAlertForm({ tone = 'light' }: { tone?: AlertFormTone }) {
  const { t, language } = useTranslation();
  const id = useId();
  const style = TONES[tone];
  const { status, onSubmit } = useAlertForm('/api/alerts/subscribe', (data) => ({
    email: data.get('email'),
    language: data.get('language'),
    categories: data.getAll('categories'),
    consent: data.get('consent') === 'on',
  }));

  return (
    <section aria-labelledby={`${id}-title`} className={style.box} data-testid="deal-alert-form">
      <h2 id={`${id}-title`} className={style.title}>
        {t('alerts:dealForm.title')}
      </h2>
      <p className={`mt-1 ${style.text}`}>{t('alerts:dealForm.intro')}</p>
      <form method="post" action="/api/alerts/subscribe" onSubmit={onSubmit} className="mt-4 space-y-3">
        <input type="hidden" name="language" value={language} />
        <AlertEmailField
          id={`${id}-email`}
          label={t('alerts:dealForm.email')}
          labelClassName={`mb-1 block font-medium ${style.text}`}
          placeholder={t('alerts:dealForm.emailPlaceholder')}
          tone={tone}
        />
        <fieldset>
          <legend className={`mb-1 ${style.text}`}>{t('alerts:dealForm.categories')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {ALERT_CATEGORIES.map((slug) => (
              <label key={slug} className={`flex items-center gap-2 ${style.text}`}>
                <input type="checkbox" name="categories" value={slug} className="size-4" />
                {t(`categories:${slug}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <AlertFormEnd tone={tone} status={status} submitLabel={t('alerts:dealForm.submit')} />
      </form>
    </section>
  );
}
