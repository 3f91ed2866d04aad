import { NotFoundContent } from '../components/not-found-content';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
