import { privacyPage } from "#content-collections";
import type { PrivacyPage } from "./pages/schema.ts";
import { withFacts } from "./shared/placeholders.ts";

export type { PrivacyBlock } from "./pages/schema.ts";

/**
 * The privacy policy, from content/pages/privacy.yaml (validated at build by
 * privacyPageSchema) with the company facts it names filled in. It describes what this product
 * really stores and sends; when the product changes what it collects, change that text and
 * `lastUpdated` with it.
 */
const { _meta, standIn: _standIn, ...policy } = privacyPage;

export const privacyContent: Omit<PrivacyPage, "standIn"> = withFacts(policy);

export type PrivacyContent = typeof privacyContent;
