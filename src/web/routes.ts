import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives twice: at the spec's path (language detected from cookie or browser) and under
// /{lang}/ (language fixed by the URL; the canonical form). The route ids differ, the modules don't.
function pages(prefix: '' | ':lang/') {
  const id = (name: string) => (prefix === '' ? name : `${name}-lang`);
  return [
    prefix === ''
      ? index('routes/home.tsx', { id: id('home') })
      : route(':lang', 'routes/home.tsx', { id: id('home') }),
  ];
}

export default [
  layout('routes/site-layout.tsx', [...pages(''), ...pages(':lang/'), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
