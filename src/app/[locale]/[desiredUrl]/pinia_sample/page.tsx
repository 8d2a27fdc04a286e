import { DemoPage, demoMetadata } from '@/features/demos/DemoPage';
import { StoreDemo } from '@/features/demos/StoreDemo';

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = () => demoMetadata('storeTitle');

/** /{desiredUrl}/pinia_sample: a client-store demo (zustand; the name is kept for URL compatibility). */
export default function PiniaSample({ params }: PageProps<'/[locale]/[desiredUrl]/pinia_sample'>) {
  return (
    <DemoPage params={params} title="storeTitle" intro="storeIntro">
      <StoreDemo />
    </DemoPage>
  );
}
