import { aiAutomationContent } from "./ai-automation.ts";
import { apiIntegrationContent } from "./api-integration.ts";
import { appDevelopmentContent } from "./app-development.ts";
import { deepLearningContent } from "./deep-learning.ts";
import { ecommerceContent } from "./ecommerce.ts";
import { graphicDesignContent } from "./graphic-design.ts";
import { itSoftwareContent } from "./it-software.ts";
import { uiUxDesignContent } from "./ui-ux-design.ts";
import { videoAnimationContent } from "./video-animation.ts";
import { webDevelopmentContent } from "./web-development.ts";
import { zohoCrmContent } from "./zoho-crm.ts";

/**
 * Every service hub, in the order the services menu lists them: for tests and tools that look at
 * all of them. A route imports its own hub, so its chunk carries that hub's content only.
 */
export const hubContents = [
  webDevelopmentContent,
  appDevelopmentContent,
  zohoCrmContent,
  ecommerceContent,
  apiIntegrationContent,
  aiAutomationContent,
  deepLearningContent,
  itSoftwareContent,
  graphicDesignContent,
  uiUxDesignContent,
  videoAnimationContent,
];
