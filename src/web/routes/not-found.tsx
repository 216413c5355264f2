import { data } from 'react-router';

// Any path no route claims (spec: "404 Page Not Found"); routes/page-boundary.tsx shows it.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
