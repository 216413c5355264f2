import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MIN_SUGGESTION_LENGTH,
  type SuggestionKind,
  suggestionsPath,
} from '../../shared/contracts/search.ts';
import { Icon } from '../components/icon.tsx';
import { useApiQuery } from '../hooks/use-api-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

// The search box (spec sections 2 and 5) and its brand twin: suggestions from 2 typed characters,
// arrow keys move through them, Enter searches (the highlighted suggestion, else the text), Escape
// closes; an empty or blank box does nothing. It is an ordinary GET form, so it also works without
// JavaScript.

const SUGGESTION_DEBOUNCE_MS = 120;

type SearchKind = SuggestionKind;

// `keep`: parameters of the page the box is on that the search keeps (a brand chosen on a search
// page keeps its text).
export function searchPagePath(
  kind: SearchKind,
  text: string,
  keep: ReadonlyArray<[string, string]> = [],
): string {
  const query = new URLSearchParams([...keep]);
  query.set(kind === 'query' ? 'q' : 'brand', text.trim());
  return `/search?${query}`;
}

export function SearchBox({
  kind,
  initialValue = '',
  className = '',
  autoFocus = false,
  keep = [],
}: {
  kind: SearchKind;
  initialValue?: string;
  className?: string;
  autoFocus?: boolean;
  keep?: ReadonlyArray<[string, string]>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const ids = useId();
  const listId = `${ids}-suggestions`;
  const [text, setText] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const enabled = typed.length >= MIN_SUGGESTION_LENGTH;
  const suggestions = useApiQuery<string[]>(suggestionsPath(kind, typed), {
    enabled,
    staleTimeMs: 60_000,
    retries: 0,
  });
  // Spec section 8: a failed suggestion request is only logged; the box keeps working.
  useEffect(() => {
    if (suggestions.isError) {
      console.warn(kind === 'brand' ? 'Error fetching brand suggestions' : 'Error fetching suggestions');
    }
  }, [suggestions.isError, kind]);
  const items = enabled && open ? (suggestions.data ?? []) : [];

  const go = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return;
    setOpen(false);
    setActive(-1);
    setText(trimmed);
    navigate(localized(searchPagePath(kind, trimmed, keep)));
  };

  const label = kind === 'query' ? t('search.label') : t('search.brandLabel');
  const icon = kind === 'query' ? 'search' : 'tag';
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> around a <form> is not yet announced by every screen reader; role="search" on the form is
    <form
      role="search"
      action={localized('/search')}
      method="get"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        go(active >= 0 && items[active] !== undefined ? items[active] : text);
      }}
    >
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${ids}-input`} className="sr-only">
        {label}
      </label>
      <Icon
        name={icon}
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={`${ids}-input`}
        name={kind === 'query' ? 'q' : 'brand'}
        type="search"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: only on the search page, where typing is the point
        autoFocus={autoFocus}
        maxLength={200}
        value={text}
        placeholder={kind === 'query' ? t('search.placeholder') : t('search.brandPlaceholder')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && items[active] !== undefined ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && items.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((current) => (current + 1) % items.length);
          } else if (event.key === 'ArrowUp' && items.length > 0) {
            event.preventDefault();
            setActive((current) => (current <= 0 ? items.length - 1 : current - 1));
          } else if (event.key === 'Escape') {
            // Escape closes the suggestions and keeps the text (a search input would clear it).
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
        }}
        className="w-full rounded-full border border-slate-300 bg-white py-2 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-700 focus:outline-2 focus:outline-blue-700"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={items.length === 0}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, index) => (
          <div
            key={item}
            id={`${listId}-${index}`}
            role="option"
            // Options are reached with the arrow keys through aria-activedescendant, never focused.
            tabIndex={-1}
            aria-selected={index === active}
            // Pointer down, not click: the input's blur would close the list before a click lands.
            onPointerDown={(event) => {
              event.preventDefault();
              go(item);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-50'}`}
          >
            {item}
          </div>
        ))}
      </div>
    </form>
  );
}
