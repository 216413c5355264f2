import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { Icon } from './icon.tsx';

// A comparison site must say, one step from every ranked list, what the order is based on and
// whether payment changes it (Directive 2005/29/EC art. 7(4a); Ley de Competencia Desleal art. 26):
// this link to /how-we-rank sits beside every sort bar. It never breaks inside itself, so on a
// phone it moves to its own line whole.
export function HowWeRankLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized('/how-we-rank')}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded text-sm text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
    >
      <Icon name="info" className="size-4 shrink-0" />
      {t('lists.howWeRank')}
    </Link>
  );
}
