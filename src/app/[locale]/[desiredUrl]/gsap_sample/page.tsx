import { DemoPage, demoMetadata } from '@/features/demos/DemoPage';
import { GsapDemo } from '@/features/demos/GsapDemo';

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = () => demoMetadata('gsapTitle');

/** /{desiredUrl}/gsap_sample: an animation demo with GSAP (SPEC §2 developer demo). */
export default function GsapSample({ params }: PageProps<'/[locale]/[desiredUrl]/gsap_sample'>) {
  return (
    <DemoPage params={params} title="gsapTitle" intro="gsapIntro">
      <GsapDemo />
    </DemoPage>
  );
}
