import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectNoAxeViolations, expectNoHorizontalScroll, gotoAndHydrate } from "./browser.ts";
import { confirmAddress, newestInMail } from "./mailbox.ts";
import { type Session, setupAdminServer, uniqueEmail } from "./signed-in.ts";

/**
 * The referral money path end to end (issue 24): a referral link, a friend's sign-up and
 * confirmation, 200 points, a redemption, payout details (with a bad IBAN and a bad wallet
 * number refused next to their fields), the administrator's evidence, approval and payment with
 * a reference, the member's "Paid" and receipt; and a rejected payout that returns the points.
 */

const admin = setupAdminServer();
const { api, signUp, logIn, openAsAdmin } = admin;

const BAD_IBAN = "PK36SCBL0000001123456703";
const WALLET = "0300 1234567";

const codeOf = async (session: Session) =>
  ((await api("/user/my-referral-link", { token: session.token })).data as { code: string }).code;
const balanceOf = async (session: Session) =>
  ((await api("/user/me", { token: session.token })).data as Session["user"]).points;

/** Opens `path` as the member: the session stored as the login page stores it. */
async function openAsMember(session: Session, path: string): Promise<Page> {
  const { page } = await admin.browser.newPage({
    origin: admin.base,
    viewport: "mobile",
    reducedMotion: "reduce",
  });
  await gotoAndHydrate(page, `${admin.base}/login`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("me", JSON.stringify(user));
  }, session);
  await gotoAndHydrate(page, `${admin.base}${path}`);
  return page;
}

/** Two friends sign up with the member's code from their own networks and confirm. */
async function twoConfirmedFriends(code: string, page?: Page) {
  const friends = [uniqueEmail("friend"), uniqueEmail("friend")];
  for (const [index, email] of friends.entries()) {
    await signUp(`Friend ${index + 1}`, email, code, `10.77.${index}.${Date.now() % 250}`);
    await confirmAddress(email, { base: admin.base, source: admin.mail, page });
  }
  return friends;
}

/** The control is inside the window sideways: no scrolling needed to reach it. */
async function expectOnScreen(page: Page, control: ReturnType<Page["getByRole"]>) {
  const box = await control.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, "the control is rendered").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** A whole walk across two roles and eight pages: longer than one page's test may take. */
const WALK = { timeout: 180_000 };

describe("the referral money path", () => {
  test(
    "link → sign-up → confirmation → redeem → payout details → review → paid, with a receipt",
    WALK,
    async () => {
      const email = uniqueEmail("member");
      await signUp("Mahnoor Member", email);
      await confirmAddress(email, { base: admin.base, source: admin.mail });
      const member = await logIn(email, "10.76.0.1");
      const code = await codeOf(member);

      // The first friend signs up through the referral link in a browser and confirms there:
      // the confirmation page says that this is what credits the person who invited them.
      const { page: friendPage } = await admin.browser.newPage({
        origin: admin.base,
        viewport: "mobile",
        reducedMotion: "reduce",
      });
      await gotoAndHydrate(friendPage, `${admin.base}/signup?ref=${code}`);
      // /signup is a page of its own: its one form sits in the main landmark.
      const dialog = friendPage.getByRole("main");
      const friendEmail = uniqueEmail("linked");
      await dialog.getByLabel("Name").fill("Linked Friend");
      await dialog.getByLabel("E-mail").fill(friendEmail);
      await dialog.getByLabel(/^Password/).fill("harbour-lantern-58");
      await dialog.getByRole("button", { name: "Create a free account" }).click();
      await dialog.getByText("✅ Registered!", { exact: false }).waitFor();
      await confirmAddress(friendEmail, { base: admin.base, source: admin.mail, page: friendPage });
      expect(await friendPage.getByText("credits them their referral points").count()).toBe(1);
      await twoConfirmedFriends(code).then(([, second]) => second);
      expect(await balanceOf(member)).toBe(300);

      // The dashboard: three friends, counted and listed apart; share on WhatsApp.
      const page = await openAsMember(member, "/dashboard");
      const referrals = page.getByRole("region", { name: "Your referrals" });
      await referrals.getByText("3 friends joined, 3 confirmed").waitFor();
      expect(await referrals.getByText("Points credited").count()).toBe(3);
      const whatsapp = page.getByRole("link", { name: /Share on WhatsApp/ });
      const href = (await whatsapp.getAttribute("href")) ?? "";
      expect(href.startsWith("https://wa.me/?text=")).toBe(true);
      expect(decodeURIComponent(href)).toContain(`/signup?ref=${code}`);

      // Redeem: without payout details the dashboard asks for them.
      await page.getByRole("button", { name: "Redeem Points" }).click();
      await page.getByText("Add your payout details", { exact: false }).first().waitFor();
      await page.getByText("200 in review for payout").waitFor();
      await page
        .getByText("A redemption is waiting for your payout details", { exact: false })
        .waitFor();

      await page.getByRole("button", { name: "Add Payout Details" }).click();
      await page.getByLabel("Payout method").selectOption("bank");
      await page.getByLabel("IBAN").fill(BAD_IBAN);
      await page.getByLabel("Account title").fill("Mahnoor Member");
      await page.getByLabel(/^Your password/).fill("harbour-lantern-58");
      await page.getByRole("button", { name: "Save Payout Details" }).click();
      const ibanError = page.getByText(
        "IBAN: The check digits don't match: a digit is probably mistyped",
        { exact: false },
      );
      await ibanError.waitFor();
      // Under its own field: after the IBAN box, before the next field.
      expect(
        await page.evaluate(() => {
          const iban = document.querySelector('[name="iban"]')!;
          const title = document.querySelector('[name="accountTitle"]')!;
          const error = [...document.querySelectorAll("[id]")].find((el) =>
            el.textContent?.startsWith("IBAN: The check digits"),
          )!;
          const follows = (a: Node, b: Node) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          return follows(iban, error) && follows(error, title);
        }),
      ).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
        .toBe("iban");
      expect(await page.getByLabel("IBAN").getAttribute("aria-invalid")).toBe("true");
      await expectNoAxeViolations(page, "/dashboard payout form with an error");

      await page.getByLabel("Payout method").selectOption("jazzcash");
      await page.getByLabel("Wallet number").fill("0200 1234567");
      await page.getByRole("button", { name: "Save Payout Details" }).click();
      await page
        .getByText("Wallet number: must be a Pakistani mobile number", { exact: false })
        .waitFor();
      expect(await page.getByLabel("Wallet number").getAttribute("aria-invalid")).toBe("true");

      await page.getByLabel("Wallet number").fill(WALLET);
      await page.getByLabel(/^Your password/).fill("harbour-lantern-58");
      await page.getByRole("button", { name: "Save Payout Details" }).click();
      await page.getByText("✅ Payout details saved.", { exact: false }).waitFor();
      await page.getByText("JazzCash, •••• 4567").waitFor();
      await page.getByText("In review", { exact: false }).first().waitFor();
      await expectNoHorizontalScroll(page, "/dashboard");
      await newestInMail(
        email,
        (text) => (text.includes("payout details of your") ? text : undefined),
        admin.mail,
      );

      // The administrator sees the evidence in words, approves on a phone (375 px), pays on a
      // desktop (1440 px): the actions are on screen at both, nothing scrolls sideways.
      const guarded = await openAsAdmin("/admin/redemptions?status=requested", {
        viewport: "mobile",
      });
      const adminPage = guarded.page;
      await adminPage.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
      const row = adminPage.getByRole("listitem").filter({ hasText: "Mahnoor Member" });
      await row.waitFor();
      expect(await row.textContent()).toContain("old when it redeemed");
      expect(await row.textContent()).toContain("JazzCash •••• 4567");
      await expectNoAxeViolations(adminPage, "/admin/redemptions with evidence");
      await expectNoHorizontalScroll(adminPage, "/admin/redemptions");
      await expectOnScreen(
        adminPage,
        row.getByRole("button", { name: /^Approve: PKR 100 to Mahnoor Member/ }),
      );
      await row.getByRole("button", { name: /^Approve: PKR 100 to Mahnoor Member/ }).click();
      const approve = adminPage.getByRole("dialog", { name: "Approve this payout" });
      await approve.getByRole("button", { name: "Approve Payout" }).click();
      await adminPage
        .getByText("✅ Approved: PKR 100 to Mahnoor Member", { exact: false })
        .waitFor();

      await adminPage.setViewportSize({ width: 1440, height: 900 });
      await gotoAndHydrate(adminPage, `${admin.base}/admin/redemptions?status=approved`);
      await expectNoHorizontalScroll(adminPage, "/admin/redemptions?status=approved");
      await expectOnScreen(
        adminPage,
        row.getByRole("button", { name: /^Mark paid: PKR 100 to Mahnoor Member/ }),
      );
      await row.getByRole("button", { name: /^Mark paid: PKR 100 to Mahnoor Member/ }).click();
      const pay = adminPage.getByRole("dialog", { name: "Mark as paid" });
      await pay.getByText("03001234567").waitFor();
      // No payment is recorded without its reference.
      expect(
        await pay.getByLabel(/^Transaction reference/).getAttribute("required"),
      ).not.toBeNull();
      await pay.getByLabel(/^Transaction reference/).fill("JC-20261126-0042");
      await pay.getByRole("button", { name: "Confirm Payment" }).click();
      await adminPage
        .getByText("✅ Marked paid: PKR 100 to Mahnoor Member", { exact: false })
        .waitFor();

      // The member sees it paid, and the receipt carries the reference.
      await gotoAndHydrate(page, `${admin.base}/dashboard`);
      await page.getByText("Paid — ref JC-20261126-0042").waitFor();
      const receipt = await newestInMail(
        email,
        (text) => (text.includes("Transaction reference: JC-20261126-0042") ? text : undefined),
        admin.mail,
      );
      expect(receipt).toContain("PKR 100");
    },
  );

  test("a rejected payout returns the points, and the member reads why", WALK, async () => {
    const email = uniqueEmail("rejected");
    await signUp("Rafay Rejected", email);
    await confirmAddress(email, { base: admin.base, source: admin.mail });
    const member = await logIn(email, "10.78.0.1");
    await twoConfirmedFriends(await codeOf(member));
    expect(
      (
        await api("/user/payout-method", {
          method: "PUT",
          token: member.token,
          body: { method: "easypaisa", wallet: "03451234567", password: "harbour-lantern-58" },
        })
      ).status,
    ).toBe(200);
    expect((await api("/rewards/redeem", { body: {}, token: member.token })).status).toBe(200);
    expect(await balanceOf(member)).toBe(0);

    const { page } = await openAsAdmin("/admin/redemptions?status=requested", {
      viewport: "mobile",
    });
    const row = page.getByRole("listitem").filter({ hasText: "Rafay Rejected" });
    await row.waitFor();
    await expectNoHorizontalScroll(page, "/admin/redemptions?status=requested");
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectOnScreen(page, row.getByRole("button", { name: /^Reject: PKR 100 to Rafay/ }));
    }
    await row.getByRole("button", { name: /^Reject: PKR 100 to Rafay Rejected/ }).click();
    const reject = page.getByRole("dialog", { name: "Reject this payout" });
    await reject.getByLabel(/^Reason/).fill("Two friends never signed in after confirming");
    await reject.getByLabel("Points").selectOption("return");
    await reject.getByRole("button", { name: "Reject Payout" }).click();
    await page.getByText("✅ Rejected: Rafay Rejected", { exact: false }).waitFor();

    expect(await balanceOf(member)).toBe(200);
    const dashboard = await openAsMember(member, "/dashboard");
    await dashboard
      .getByText("Rejected: Two friends never signed in after confirming, points returned")
      .waitFor();
    await newestInMail(
      email,
      (text) => (text.includes("The 200 points are back in your balance") ? text : undefined),
      admin.mail,
    );
  });
});
