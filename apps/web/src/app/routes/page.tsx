import { useParams } from 'react-router';
import { PageScreen } from '@/features/content/components/content-page';

export function PageRoute() {
  const { slug = '' } = useParams();
  return <PageScreen key={slug} slug={slug} />;
}
