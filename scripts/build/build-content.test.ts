import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { hubPictureNames } from "#web/content/hubs/picture-names.ts";
import config from "../../content-collections.ts";
import { buildContent, ContentError, fieldPath } from "./build-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** A delivered project's entry with its screenshot and logo, for tests only. */
const realWork = join(root, "web", "content", "case-studies", "fixtures");
const made: string[] = [];

/**
 * A copy of the project's content beside a configuration that is the project's own, so the
 * build reads the copy (folders are relative to the configuration) with the real schemas.
 */
function contentCopy(): {
  dir: string;
  config: string;
  edit: (file: string, to: (text: string) => string) => void;
  replace: (file: string, from: string | RegExp, to: string) => void;
  addRealWork: () => void;
} {
  // Inside the project (gitignored), where the compiled configuration finds its packages.
  mkdirSync(join(root, ".content-collections"), { recursive: true });
  const dir = mkdtempSync(join(root, ".content-collections", "test-"));
  made.push(dir);
  cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
  const config = join(dir, "content-collections.ts");
  writeFileSync(
    config,
    `export { default } from ${JSON.stringify(join(root, "content-collections.ts"))};\n`,
  );
  const edit = (file: string, to: (text: string) => string) => {
    const path = join(dir, "content", file);
    writeFileSync(path, to(readFileSync(path, "utf8")));
  };
  /** The one change most tests make: a single value mistyped. */
  const replace = (file: string, from: string | RegExp, to: string) =>
    edit(file, (text) => text.replace(from, to));
  /** The delivered project's fixture among the case studies, its files beside it. */
  const addRealWork = () =>
    cpSync(realWork, join(dir, "content", "case-studies"), { recursive: true });
  return { dir, config, edit, replace, addRealWork };
}

async function problemsOf(config: string, dir: string): Promise<readonly string[]> {
  try {
    await buildContent(config, { outputDir: join(dir, "out"), cacheDir: join(dir, "cache") });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("building the owner's content", () => {
  test("the project's content builds without a problem", async () => {
    const { dir, config } = contentCopy();
    expect(await problemsOf(config, dir)).toEqual([]);
    const built = readFileSync(join(dir, "out", "allCaseStudies.js"), "utf8");
    expect(built).toContain("A Karachi apparel retailer");
  });

  test("a malformed entry fails the build, naming the file and the field", async () => {
    const { dir, config, replace } = contentCopy();
    // A figure's value written as a number, a testimonial without its name, a misspelt field,
    // a picture that is not there and a text with an unquoted ": " (a YAML syntax error).
    replace("case-studies/ecommerce-platform.yaml", "  - value: 3 weeks\n", "  - value: 3\n");
    replace("testimonials/sana-rahman.yaml", "name: Sana Rahman\n", "");
    replace("team/omar-farooq.yaml", "bio:", "boi:");
    replace(
      "clients/crestline-packaging.yaml",
      "logo: crestline-packaging.svg",
      "logo: crestline.svg",
    );
    replace("team/zainab-ali.yaml", /^role: .*$/m, "role: Consultant: Zoho CRM");

    const problems = await problemsOf(config, dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/case-studies/ecommerce-platform.yaml: figures[0].value: expected string, received number",
        "content/testimonials/sana-rahman.yaml: name: expected string, received undefined",
        'content/team/omar-farooq.yaml: (the whole file): Unrecognized key: "boi"',
        "content/team/omar-farooq.yaml: bio: expected string, received undefined",
        "content/clients/crestline-packaging.yaml: logo: no file crestline.svg beside it",
      ]),
    );
    expect(
      problems.find((problem) => problem.startsWith("content/team/zainab-ali.yaml: ")),
    ).toMatch(/Nested mappings are not allowed/);
    expect(problems).toHaveLength(6);
  });

  test("a member resource with a wrong field fails the build, naming the file and the field", async () => {
    const { dir, config, replace } = contentCopy();
    replace(
      "resources/zoho-crm-lead-import-template.yaml",
      "membersOnly: true",
      "membersOnly: yes",
    );
    replace(
      "resources/sales-pipeline-stages.yaml",
      "file: sales-pipeline-stages.csv",
      "file: pipeline.csv",
    );
    replace("resources/whatsapp-message-templates.yaml", "referrals: 3", "referrals: 0");
    replace(
      "resources/api-automation-cheatsheet.yaml",
      "membersOnly: true",
      "membersOnly: true\nfile: cheatsheet.pdf",
    );
    expect(await problemsOf(config, dir)).toEqual([
      "content/resources/api-automation-cheatsheet.yaml: file: give either `file` (beside the entry) or `sheet` (a cheatsheet), not both",
      "content/resources/whatsapp-message-templates.yaml: earlyAccess.referrals: Too small: expected number to be >=1",
      "content/resources/zoho-crm-lead-import-template.yaml: membersOnly: expected boolean, received string",
      "content/resources/api-automation-cheatsheet.yaml: file: no file cheatsheet.pdf beside it",
      "content/resources/sales-pipeline-stages.yaml: file: no file pipeline.csv beside it",
    ]);
  });

  test("a page's words may name only company facts the site has", async () => {
    const { dir, config, replace } = contentCopy();
    replace("service-pages/graphicdesign/overlay.yaml", "{replyPromise}", "{replyPromis}");
    const [problem, ...others] = await problemsOf(config, dir);
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^content\/service-pages\/graphicdesign\/overlay\.yaml: closing\.lead: no company fact \{replyPromis\}; the names are \{years\}, .*\{replyPromise\}/,
    );
  });

  test("a consultation or a consultant's week with a wrong field fails the build", async () => {
    const { dir, config, replace } = contentCopy();
    replace("consultations/free-consultation.yaml", "durationMinutes: 30", "durationMinutes: 20");
    replace("consultants/zainab-ali.yaml", '"12:00"', '"12:10"');
    replace("company/holidays.yaml", '"2027-03-23"', '"23 March"');
    expect(await problemsOf(config, dir)).toEqual(
      expect.arrayContaining([
        "content/consultations/free-consultation.yaml: durationMinutes: a multiple of 15 minutes",
        expect.stringMatching(
          /^content\/consultants\/zainab-ali\.yaml: hours\.monday\[0\]\.from: a time/,
        ),
        expect.stringMatching(/^content\/company\/holidays\.yaml: holidays\[5\]\.date: /),
      ]),
    );
  });

  test("an illustration's caption must say it is one", async () => {
    const { dir, config, replace } = contentCopy();
    replace(
      "case-studies/crm-automation.yaml",
      'caption: "Illustration: the sales',
      'caption: "The sales',
    );
    expect(await problemsOf(config, dir)).toEqual([
      "content/case-studies/crm-automation.yaml: mockup.caption: the picture is an illustration (.svg), so the caption must say so",
    ]);
  });
});

/**
 * One wrong field in a file of each collection: what a person editing it might type. The build
 * names the file and the field of each. A collection added to content-collections.ts without a
 * row here fails the test.
 */
const wrongFieldIn: Record<
  string,
  { file: string; edit: (text: string) => string; problem: string }
> = {
  caseStudies: {
    file: "case-studies/crm-automation.yaml",
    edit: (text) => text.replace("gallery: web-app", "gallery: websites"),
    problem: 'gallery: Invalid option: expected one of "web-app"|"graphic-design"|"ui-ux"',
  },
  testimonials: {
    file: "testimonials/ayesha-karim.yaml",
    edit: (text) => text.replace("name: Ayesha Karim", "name: Ayesha"),
    problem: "name: a full name, first and family name",
  },
  teamMembers: {
    file: "team/bilal-ahmed.yaml",
    edit: (text) => text.replace("order: ", "order: -"),
    problem: "order: Too small: expected number to be >=1",
  },
  clientLogos: {
    file: "clients/routewise-logistics.yaml",
    edit: (text) => text.replace("logo: routewise-logistics.svg", "logo: Routewise Logo.svg"),
    problem: "logo: a file name like my-picture.svg",
  },
  packagePrices: {
    file: "prices/overlay-pro.yaml",
    edit: (text) => text.replace("pkr: 56000", "pkr: 56,000"),
    problem: "pkr: a whole number of rupees, without commas, like 14000",
  },
  priceRanges: {
    file: "prices/ranges/flyer.yaml",
    edit: (text) => text.replace("to: 200", "to: 40"),
    problem: "to: more than `from`: the range runs from the lowest quote to the highest",
  },
  company: {
    file: "company/figures.yaml",
    edit: (text) => text.replace("value: 95%", "value: ninety-five"),
    problem: 'onTime.value: a figure such as "10+", "99.9%" or "24/7"',
  },
  companyBrand: {
    file: "company/brand.yaml",
    edit: (text) => text.replace(/^name: .*$/m, "name:"),
    problem: "name: expected string, received null",
  },
  companyGroup: {
    file: "company/group.yaml",
    edit: (text) => text.replace("website: https://meridian-group", "website: meridian-group"),
    problem: "parent.website: an https:// address, like https://www.example.com",
  },
  companyContact: {
    file: "company/contact.yaml",
    edit: (text) => text.replace("number: +92 300 000 0000", "number: 0300-0000000"),
    problem:
      'phones[1].number: a phone number in international form, digits and spaces, like "+92 21 1234 5678"',
  },
  companyHours: {
    file: "company/hours.yaml",
    edit: (text) => text.replace('opens: "10:00"', 'opens: "10 am"'),
    problem: 'opens: a 24-hour time, like "09:30"',
  },
  companySocial: {
    file: "company/social.yaml",
    edit: (text) => text.replace("icon: youtube", "icon: tiktok"),
    problem:
      'accounts[3].icon: Invalid option: expected one of "facebook"|"instagram"|"linkedin"|"youtube"|"x"',
  },
  companyApp: {
    file: "company/app.yaml",
    edit: (text) => text.replace("fileName: meridian-digital.apk", "fileName: Meridian App"),
    problem: "fileName: a file name like company.apk",
  },
  resources: {
    file: "resources/zoho-crm-lead-import-template.yaml",
    edit: (text) => text.replace("membersOnly: true", "membersOnly: yes"),
    problem: "membersOnly: expected boolean, received string",
  },
  servicePages: {
    file: "service-pages/graphicdesign/overlay.yaml",
    edit: (text) => text.replace("price: overlay-pro", "price: 28000"),
    problem: "packages.items[2].price: expected string, received number",
  },
  homePage: {
    file: "pages/home.yaml",
    edit: (text) => text.replace("image: delivery", "image: deliveries"),
    problem: 'why.cards[0].image: Invalid option: expected one of "delivery"|"reliability"|"team"',
  },
  aboutPage: {
    file: "pages/about.yaml",
    edit: (text) => text.replace("to: /services", "to: services"),
    problem: "hero.actions[0].to: a path of this site, like /contact",
  },
  servicesPage: {
    file: "pages/services.yaml",
    edit: (text) => text.replace("link: /services/videoanimation", "link: videoanimation"),
    problem: "list.cards[3].link: a path of this site, like /contact",
  },
  privacyPage: {
    file: "pages/privacy.yaml",
    edit: (text) => text.replace("  - id: children", "  - id: Children"),
    problem: "sections[7].id: lower-case words joined by hyphens",
  },
  resourcesPage: {
    file: "pages/resources.yaml",
    edit: (text) => text.replace("  eyebrow: Resources", "  eyebrow:"),
    problem: "member.eyebrow: expected string, received null",
  },
  zohoRoi: {
    file: "pages/zoho-roi.yaml",
    edit: (text) => text.replace("teamSize: 5", "teamSize: 0"),
    problem: "teamSize: teamSize: a whole number, without commas",
  },
  // The service hubs: each a schema of its own (web/content/hubs/schema.ts).
  webDevelopmentHub: {
    file: "hubs/web-development.yaml",
    edit: (text) =>
      text.replace("    actions:\n      - Get a Free Consultation\n", "    actions: []\n"),
    problem: "services.callout.actions: Too small: expected array to have >=1 items",
  },
  appDevelopmentHub: {
    file: "hubs/app-development.yaml",
    edit: (text) => text.replace("  secondaryAction: See How We Work\n", ""),
    problem: "hero.secondaryAction: expected string, received undefined",
  },
  zohoCrmHub: {
    file: "hubs/zoho-crm.yaml",
    edit: (text) => text.replace("navLabel: FAQ", "navLabel:"),
    problem: "faq.navLabel: expected string, received null",
  },
  ecommerceHub: {
    file: "hubs/ecommerce.yaml",
    edit: (text) => text.replace("motif: grid", "motif: squares"),
    problem:
      'services.cards[0].motif: Invalid option: expected one of "grid"|"rings"|"waves"|"bars"|"dots"|"nodes"',
  },
  apiIntegrationHub: {
    file: "hubs/api-integration.yaml",
    edit: (text) => text.replace("image: api-payments", "image: payments"),
    problem: `services.cards[0].image: Invalid option: expected one of ${hubPictureNames
      .map((name) => `"${name}"`)
      .join("|")}`,
  },
  aiAutomationHub: {
    file: "hubs/ai-automation.yaml",
    edit: (text) => text.replace("label: Automation platforms we work with", "label:"),
    problem: "platforms.tools.label: expected string, received null",
  },
  deepLearningHub: {
    file: "hubs/deep-learning.yaml",
    edit: (text) => text.replace("eyebrow: Our toolkit", "eyebrow:"),
    problem: "toolkit.eyebrow: expected string, received null",
  },
  itSoftwareHub: {
    file: "hubs/it-software.yaml",
    edit: (text) =>
      text.replace("link: /itsoftware/webappdev", "link: https://example.com/webappdev"),
    problem: "services.cards[0].link: a path of this site, like /webdevelopment/seo",
  },
  graphicDesignHub: {
    file: "hubs/graphic-design.yaml",
    edit: (text) => text.replace("image: logo-sheet", "image: logo"),
    problem:
      'gallery.pieces[1].image: Invalid option: expected one of "badge-tiers"|"cartoon-portrait"|"channel-header"|"emote-set"|"logo-sheet"|"model-viewport"|"social-grid"|"workshop-flyer"',
  },
  uiUxDesignHub: {
    file: "hubs/ui-ux-design.yaml",
    edit: (text) => text.replace(/^ {2}moreLink: .*$/m, "  moreLink:"),
    problem: "services.moreLink: expected string, received null",
  },
  videoAnimationHub: {
    file: "hubs/video-animation.yaml",
    // The reel plays four scenes: a fifth has nothing to show, a missing one leaves a gap.
    edit: (text) => text.replace(/ {4}- title: Particle burst\n.*\n/, ""),
    problem: "showreel.scenes: Too small: expected array to have exactly 4 items",
  },
  consultations: {
    file: "consultations/free-consultation.yaml",
    edit: (text) => text.replace("durationMinutes: 30", "durationMinutes: 20"),
    problem: "durationMinutes: a multiple of 15 minutes",
  },
  consultants: {
    file: "consultants/zainab-ali.yaml",
    edit: (text) => text.replace('"12:00"', '"12:10"'),
    problem: "hours.monday[0].from: a time such as 09:30 (quarter-hours)",
  },
  holidayCalendar: {
    file: "company/holidays.yaml",
    edit: (text) => text.replace('"2026-12-25"', '"25 December"'),
    problem: "holidays[0].date: Invalid ISO date",
  },
  posts: {
    file: "posts/map-your-pipeline-before-zoho-crm.md",
    edit: (text) => text.replace("  - zohocrm\n", "  - zoho\n"),
    problem:
      'services[0]: Invalid option: expected one of "webdevelopment"|"ecommerce"|"appdevelopment"|"uiuxdesign"|"graphicdesign"|"videoanimation"|"itsoftware"|"apiintegration"|"zohocrm"|"aiautomation"|"deeplearning"',
  },
};

describe("every collection", () => {
  test("a wrong field in any collection stops the build, naming the file and the field", async () => {
    const names = config.content.map((collection) => collection.name);
    expect(Object.keys(wrongFieldIn).sort()).toEqual([...names].sort());
    const { dir, config: copy, edit } = contentCopy();
    for (const { file, edit: wrong } of Object.values(wrongFieldIn)) edit(file, wrong);
    const problems = await problemsOf(copy, dir);
    expect([...problems].sort()).toEqual(
      Object.values(wrongFieldIn)
        .map(({ file, problem }) => `content/${file}: ${problem}`)
        .sort(),
    );
  });
});

describe("a quoted price range", () => {
  test("a text naming a price range that is not there, or naming one wrongly, stops the build, naming file and field", async () => {
    const { dir, config, replace } = contentCopy();
    replace(
      "service-pages/graphicdesign/flyer.yaml",
      "Typical quotes {price:flyer},",
      "Typical quotes {price:flyers},",
    );
    replace(
      "hubs/graphic-design.yaml",
      "from {price:flyer.from} to",
      "from {price:flyer.lowest} to",
    );
    replace(
      "case-studies/mascot-emote-set.yaml",
      "{price:animated-emote-simple.from}",
      "{price:animated-emote.from}",
    );
    replace(
      "pages/services.yaml",
      "Small and mid-sized businesses usually",
      "From {price:website} small businesses",
    );
    expect([...(await problemsOf(config, dir))].sort()).toEqual(
      [
        "content/service-pages/graphicdesign/flyer.yaml: meta.description: no price range {price:flyers} (no file content/prices/ranges/flyers.yaml)",
        "content/hubs/graphic-design.yaml: services.cards[9].description: {price:flyer.lowest}: a price range is written {price:flyer}, {price:flyer.from} or {price:flyer.to}, flyer being a file of content/prices/ranges/",
        "content/case-studies/mascot-emote-set.yaml: cta.lead: no price range {price:animated-emote.from} (no file content/prices/ranges/animated-emote.yaml)",
        "content/pages/services.yaml: why.reasons[2].description: no price range {price:website} (no file content/prices/ranges/website.yaml)",
      ].sort(),
    );
  });

  test("a price range's file removed stops the build at every text that quotes it", async () => {
    const { dir, config } = contentCopy();
    rmSync(join(dir, "content", "prices", "ranges", "3d-model.yaml"));
    const problems = await problemsOf(config, dir);
    expect(problems.length).toBeGreaterThan(0);
    expect(
      problems.every((problem) =>
        problem.endsWith("(no file content/prices/ranges/3d-model.yaml)"),
      ),
    ).toBe(true);
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/hubs/video-animation.yaml: hero.summary.items[2]: no price range {price:3d-model.from} (no file content/prices/ranges/3d-model.yaml)",
        "content/service-pages/graphicdesign/3dmodeling.yaml: hero.lead: no price range {price:3d-model} (no file content/prices/ranges/3d-model.yaml)",
      ]),
    );
  });
});

describe("a service hub's words", () => {
  // Where each link leads is the page's code: a file that tries to say so is refused too.
  test("a section left out, a stray field or an unknown company fact stops the build, naming each", async () => {
    const { dir, config, edit, replace } = contentCopy();
    const file = "hubs/graphic-design.yaml";
    edit(file, (text) =>
      text
        // The whole "why" section, up to the closing call to action.
        .replace(/^why:\n[\s\S]*?(?=^cta:)/m, "")
        .replace(
          "  linkLabel: See client projects\n",
          "  linkLabel: See client projects\n  linkTo: /portfolio\n",
        ),
    );
    replace("hubs/it-software.yaml", "{replyPromise}", "{replyPromis}");
    const problems = await problemsOf(config, dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        `content/${file}: why: expected object, received undefined`,
        `content/${file}: gallery: Unrecognized key: "linkTo"`,
        expect.stringMatching(
          /^content\/hubs\/it-software\.yaml: services\.callout\.lead: no company fact \{replyPromis\}; the names are \{years\}, /,
        ),
      ]),
    );
    expect(problems).toHaveLength(3);
  });
});

describe("an Insights post", () => {
  const file = "posts/checkout-fixes-for-mobile-orders.md";

  test("a wrong front matter field, reference or heading stops the build, naming file and field", async () => {
    const { dir, config, edit } = contentCopy();
    edit(file, (text) =>
      text
        .replace("date: 2026-11-23", "date: last Monday")
        .replace("author: omar-farooq", "author: omar-farouq")
        .replace("  - ecommerce-platform", "  - ecommerce-platfrom")
        .replace("cover: checkout-fixes-for-mobile-orders.svg", "cover: checkout.svg")
        .replace("## 1. Make the product page", "# 1. Make the product page"),
    );
    const problems = await problemsOf(config, dir);
    expect([...problems].sort()).toEqual(
      [
        `content/${file}: date: a date like 2026-11-20`,
        `content/${file}: content: start headings at ##: the title is the page's one # heading`,
        `content/${file}: author: no team member omar-farouq (no file content/team/omar-farouq.yaml)`,
        `content/${file}: caseStudies[0]: no case study ecommerce-platfrom (no file content/case-studies/ecommerce-platfrom.yaml)`,
        `content/${file}: cover: no file checkout.svg beside it`,
      ].sort(),
    );
  });

  test("a draft is built for development and left out of a production build", async () => {
    const draft = (text: string) => text.replace("draft: false", "draft: true");
    const built = async (nodeEnv: string | undefined) => {
      const { dir, config, edit } = contentCopy();
      edit(file, draft);
      const before = process.env.NODE_ENV;
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      try {
        expect(await problemsOf(config, dir)).toEqual([]);
      } finally {
        process.env.NODE_ENV = before;
      }
      return readFileSync(join(dir, "out", "allPosts.js"), "utf8");
    };
    expect(await built("development")).toContain("checkout-fixes-for-mobile-orders");
    const production = await built("production");
    expect(production).not.toContain("checkout-fixes-for-mobile-orders");
    expect(production).toContain("map-your-pipeline-before-zoho-crm");
  });
});

describe("a delivered project's entry", () => {
  const file = "content/case-studies/delivered-project.yaml";

  test("with its screenshots, client and live link, it builds", async () => {
    const { dir, config, addRealWork } = contentCopy();
    addRealWork();
    expect(await problemsOf(config, dir)).toEqual([]);
    const built = readFileSync(join(dir, "out", "allCaseStudies.js"), "utf8");
    expect(built).toContain("delivered-project-home.png");
  });

  test("malformed, it fails the build, naming the file and the field", async () => {
    const { dir, config, edit, addRealWork } = contentCopy();
    addRealWork();
    // Permission withdrawn while the name, logo and link stay, a plain-http link and a
    // screenshot that is not beside the file.
    edit("case-studies/delivered-project.yaml", (text) =>
      text
        .replace("  permission: true\n", "")
        .replace("liveUrl: https://", "liveUrl: http://")
        .replace("  - file: delivered-project-home.png", "  - file: delivered-project-shop.png"),
    );
    const problems = await problemsOf(config, dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${file}: client.name: client.name is shown only with client.permission: true, set once the client has agreed in writing`,
        `${file}: client.logo: client.logo is shown only with client.permission: true, set once the client has agreed in writing`,
        `${file}: liveUrl: liveUrl is linked only with client.permission: true, set once the client has agreed in writing`,
        `${file}: liveUrl: an https:// address, like https://www.example.com`,
        `${file}: screenshots[0].file: no file delivered-project-shop.png beside it`,
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  test("without screenshots, or without the client's name or why it is withheld, it fails", async () => {
    const { dir, config, edit, addRealWork } = contentCopy();
    addRealWork();
    edit("case-studies/delivered-project.yaml", (text) =>
      text
        .replace(/^screenshots:\n(?: {2}.*\n)+/m, "")
        .replace("  name: Fixture Trading Test Co\n  logo: delivered-project-logo.svg\n", ""),
    );
    expect(await problemsOf(config, dir)).toEqual([
      `${file}: mockup: needed when there are no screenshots: the illustration's frame and caption`,
      `${file}: screenshots: a delivered project (standIn: false) needs at least one screenshot`,
      `${file}: client.withheld: a delivered project (standIn: false) without client.name says why in client.withheld`,
    ]);
  });
});

test("a field's path reads as it would in the file", () => {
  expect(fieldPath(["figures", 0, "value"])).toBe("figures[0].value");
  expect(fieldPath([{ key: "build" }, { key: "steps" }, { key: 2 }])).toBe("build.steps[2]");
  expect(fieldPath([])).toBe("(the whole file)");
});
