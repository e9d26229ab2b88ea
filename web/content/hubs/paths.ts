/**
 * Each service hub's address, by its name: the name of its words (content/hubs/<name>.yaml), its
 * module here, its route module (web/routes/services/) and its hero art (hero-art/scenes.json).
 * web/routes.ts maps these addresses to the routes, and an alias to two of them (the canonical
 * path stays the one here).
 */
export const hubPaths = {
  "web-development": "/services/webdevelopment",
  // /services/mobileapps serves the same page.
  "app-development": "/services/appdevelopment",
  "zoho-crm": "/services/zohocrm",
  ecommerce: "/services/ecommerce",
  "api-integration": "/services/apiintegration",
  "ai-automation": "/services/aiautomation",
  "deep-learning": "/services/deeplearning",
  "it-software": "/services/itsoftware",
  // /services/graphic-designing serves the same page.
  "graphic-design": "/services/graphicdesign",
  "ui-ux-design": "/services/uiuxdesign",
  "video-animation": "/services/videoanimation",
} as const;

export type HubName = keyof typeof hubPaths;
