import { ComparisonTable } from './landing/comparison-table.tsx';
import { DashboardPreview } from './landing/dashboard-preview.tsx';
import { FeaturesSection } from './landing/features-section.tsx';
import { FinalCta } from './landing/final-cta.tsx';
import { Hero } from './landing/hero.tsx';
import { IntegrationsSection } from './landing/integrations-section.tsx';
import { ResultsSection } from './landing/results-section.tsx';
import { RoiCalculator } from './landing/roi-calculator.tsx';
import { Testimonials } from './landing/testimonials.tsx';

/** Every section of the landing page, in order (docs/product/public-site.md#landing-page). */
export function LandingPage({ lang }: { lang: string }) {
  return (
    <div className="flex flex-col">
      <Hero lang={lang} />
      <FeaturesSection />
      <ComparisonTable lang={lang} />
      <IntegrationsSection />
      <ResultsSection />
      <RoiCalculator lang={lang} />
      <DashboardPreview />
      <Testimonials />
      <FinalCta lang={lang} />
    </div>
  );
}
