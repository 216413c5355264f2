// Production entry (`npm start`, `npm run serve`, `node build/server/main.js`). React and React
// Router choose their development or production build from NODE_ENV when first loaded, and unset
// means development: several times slower server rendering, with checks meant for a developer's
// console. So NODE_ENV defaults to production here, before anything loads them; the server itself
// is a separate file loaded afterwards (a computed path, which esbuild leaves alone: a bundled
// static import's packages would load before this line runs).
process.env.NODE_ENV ??= 'production';
await import(new URL('./production-server.js', import.meta.url).href);
