import { notFound } from 'next/navigation';

/** Any path that no route matches, at any depth, in every language: the localised 404. */
export default function UnknownPath() {
  notFound();
}
