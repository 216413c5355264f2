// Feeds give specifications as "Name: value; Name: value" (see the demo catalog and Awin's
// specifications column); shown as a definition list, with rows only where a value exists.
export function parseSpecifications(text: string | null): { name: string; value: string }[] {
  if (!text) return [];
  return text
    .split(/;\s*/)
    .map((part) => {
      const separator = part.indexOf(':');
      return separator > 0
        ? { name: part.slice(0, separator).trim(), value: part.slice(separator + 1).trim() }
        : { name: '', value: part.trim() };
    })
    .filter((row) => row.value !== '');
}

export function SpecificationList({ rows }: { rows: readonly { name: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-1 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:grid-cols-[minmax(10rem,auto)_1fr] sm:divide-y-0">
      {rows.map((row) => (
        <div key={`${row.name}:${row.value}`} className="contents">
          <dt className="px-4 pt-3 text-sm font-semibold text-slate-600 sm:border-t sm:border-slate-100 sm:py-2">
            {row.name}
          </dt>
          <dd className="px-4 pb-3 text-sm text-slate-900 sm:border-t sm:border-slate-100 sm:py-2">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
