import { Icon, type IconName } from '../components/icon.tsx';
import { ObfuscatedEmail } from '../components/obfuscated-email.tsx';
import { ShopMap } from '../components/shop-map.tsx';
import { loadPageTexts } from '../i18n/page-texts.server.ts';
import { requestLanguage } from '../i18n/request-language.server.ts';
import { operatorTextValues } from '../lib/operator-values.server.ts';
import { pageTitleAndDescription } from '../lib/page-meta.ts';
import type { Route } from './+types/contact';

// /contact: phone with its hours, e-mail assembled in the browser (kept out of the HTML that
// address harvesters read), the Zaragoza shop's address and a map (spec section 1).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { operator } = context.config;
  const [user = '', domain = ''] = operator.email.split('@');
  return {
    texts: loadPageTexts(
      requestLanguage(request, params.lang),
      'contact',
      operatorTextValues(context.config),
    ),
    phone: operator.phone,
    // Sent in pieces, reversed; the component puts them together after hydration.
    emailParts: [domain.split('').reverse().join(''), user.split('').reverse().join('')] as const,
    address: operator.address,
    coordinates: operator.coordinates,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData
    ? pageTitleAndDescription(matches, loaderData.texts.title, loaderData.texts.metaDescription)
    : [];
}

function Detail({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon name={icon} className="mt-1 size-5 shrink-0 text-blue-700" />
      <div>
        <dt className="text-sm font-semibold text-slate-500">{label}</dt>
        <dd className="mt-0.5 text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { texts, phone, emailParts, address, coordinates } = loaderData;
  return (
    <article className="max-w-4xl rounded-xl bg-white p-6 shadow-sm sm:p-10">
      <h1 className="text-3xl font-bold text-slate-900">{texts.title}</h1>
      <p className="mt-4 leading-relaxed text-slate-700">{texts.intro}</p>
      <dl className="mt-8 grid gap-6 sm:grid-cols-2">
        <Detail icon="phone" label={texts.phoneLabel}>
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-blue-700 hover:underline">
            {phone}
          </a>
        </Detail>
        <Detail icon="mail" label={texts.emailLabel}>
          <ObfuscatedEmail reversedParts={emailParts} />
        </Detail>
        <Detail icon="map-pin" label={texts.addressLabel}>
          {address}
        </Detail>
        <Detail icon="clock" label={texts.hoursLabel}>
          {texts.hours}
        </Detail>
      </dl>
      <div className="mt-8">
        <ShopMap
          latitude={coordinates.latitude}
          longitude={coordinates.longitude}
          title={texts.mapTitle}
          linkText={texts.mapLink}
          unavailableText={texts.mapUnavailable}
        />
      </div>
    </article>
  );
}
