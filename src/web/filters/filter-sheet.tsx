import { useEffect, useRef, useState } from 'react';
import { activeFilterCount } from '../../shared/contracts/filters.ts';
import { Icon } from '../components/icon.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';

// Filters on phones: a "Filtros (n)" button opening a bottom sheet (a modal <dialog>: focus stays
// inside, Escape closes). Without JavaScript the same form unfolds in place (<details>).

export function FilterSheet({
  total,
  ...panel
}: Omit<FilterPanelProps, 'idPrefix' | 'onApplied' | 'footer'> & { total: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(panel.filters);
  const buttonLabel = active > 0 ? t('filters.open', { count: active }) : t('filters.openNone');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const buttonClass =
    'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

  if (!hydrated) {
    return (
      <details className="mb-4 lg:hidden">
        <summary className={`${buttonClass} cursor-pointer list-none`}>
          <Icon name="sliders-horizontal" className="size-4" />
          {buttonLabel}
        </summary>
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
          <FilterPanel {...panel} idPrefix="sheet" />
        </div>
      </details>
    );
  }

  return (
    <div className="mb-4 lg:hidden">
      <button
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="open-filters"
      >
        <Icon name="sliders-horizontal" className="size-4" />
        {buttonLabel}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="filter-sheet-title"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A tap on the backdrop (the dialog element itself, outside the sheet) closes it; from
          // the keyboard, Escape does (the dialog's own cancel, handled here too).
          if (event.target === dialog.current) setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="m-0 mt-auto max-h-[85vh] w-full max-w-none rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
          <h2 id="filter-sheet-title" className="text-lg font-bold text-slate-900">
            {t('filters.title')}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('filters.close')}
            className="rounded p-1 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div className="px-4 pt-3 pb-4">
          <FilterPanel
            {...panel}
            idPrefix="sheet"
            footer={
              <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white px-4 py-3">
                <button
                  type="submit"
                  className="w-full rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
                >
                  {t('filters.showResults', { count: total })}
                </button>
              </div>
            }
            onApplied={() => undefined}
          />
        </div>
      </dialog>
    </div>
  );
}
