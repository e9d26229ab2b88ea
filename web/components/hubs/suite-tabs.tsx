import { type Step, Steps } from "#web/components/sections/steps.tsx";
import { Tabs } from "#web/components/ui/tabs.tsx";
import { type FeatureCard, FeatureCards } from "./feature-cards.tsx";

type Topic<Items> = { label: string; items: readonly Items[] };

/** A product suite in three tabs: its products, its features, and how we roll it out. */
export function SuiteTabs({
  label,
  products,
  features,
  implementation,
}: {
  /** Names the tab list, e.g. "Zoho CRM topics". */
  label: string;
  products: Topic<FeatureCard>;
  features: Topic<FeatureCard>;
  implementation: Topic<Step>;
}) {
  return (
    <Tabs
      label={label}
      defaultTab="products"
      tabs={[
        {
          id: "products",
          label: products.label,
          content: <FeatureCards cards={products.items} compact />,
        },
        {
          id: "features",
          label: features.label,
          content: <FeatureCards cards={features.items} compact />,
        },
        {
          id: "services",
          label: implementation.label,
          content: <Steps steps={implementation.items} />,
        },
      ]}
    />
  );
}
