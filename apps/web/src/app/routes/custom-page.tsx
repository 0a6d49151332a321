import { useParams } from 'react-router';
import { CustomPageScreen } from '@/features/content/components/content-page';

export function CustomPageRoute() {
  const { slug = '' } = useParams();
  return <CustomPageScreen key={slug} slug={slug} />;
}
