import crmErp from "#web/assets/hubs/api-crm-erp.svg";
import custom from "#web/assets/hubs/api-custom.svg";
import dataSync from "#web/assets/hubs/api-data-sync.svg";
import marketing from "#web/assets/hubs/api-marketing.svg";
import payments from "#web/assets/hubs/api-payments.svg";
import shipping from "#web/assets/hubs/api-shipping.svg";
import webhooks from "#web/assets/hubs/api-webhooks.svg";
import education from "#web/assets/hubs/industry-education.svg";
import healthcare from "#web/assets/hubs/industry-healthcare.svg";
import manufacturing from "#web/assets/hubs/industry-manufacturing.svg";
import realEstate from "#web/assets/hubs/industry-real-estate.svg";
import retail from "#web/assets/hubs/industry-retail.svg";
import professionalServices from "#web/assets/hubs/industry-services.svg";
import type { HubPictureName } from "./picture-names.ts";

/** Each picture a hub's words name (`image: api-payments`), as the page shows it. */
export const hubPictures = {
  "api-crm-erp": crmErp,
  "api-custom": custom,
  "api-data-sync": dataSync,
  "api-marketing": marketing,
  "api-payments": payments,
  "api-shipping": shipping,
  "api-webhooks": webhooks,
  "industry-education": education,
  "industry-healthcare": healthcare,
  "industry-manufacturing": manufacturing,
  "industry-real-estate": realEstate,
  "industry-retail": retail,
  "industry-services": professionalServices,
} satisfies Record<HubPictureName, string>;
