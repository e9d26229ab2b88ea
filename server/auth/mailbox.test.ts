import { describe, expect, test } from "vitest";
import { canonicalMailbox, isDisposableAddress } from "./mailbox.ts";

describe("canonicalMailbox", () => {
  test("folds the spellings Gmail delivers to one mailbox", () => {
    for (const variant of ["J.Doe@gmail.com", "jdoe+promo@gmail.com", "j.d.o.e+1@googlemail.com"])
      expect(canonicalMailbox(variant)).toBe("jdoe@gmail.com");
  });

  test("strips +tags only where the provider ignores them, dots only at Gmail", () => {
    expect(canonicalMailbox("ana.k+work@outlook.com")).toBe("ana.k@outlook.com");
    expect(canonicalMailbox("ana.k+work@example.com")).toBe("ana.k+work@example.com");
    expect(canonicalMailbox("Ana.K@Example.com")).toBe("ana.k@example.com");
  });
});

describe("isDisposableAddress", () => {
  test("refuses throw-away services and their sub-domains, not ordinary domains", () => {
    expect(isDisposableAddress("farm1@mailinator.com")).toBe(true);
    expect(isDisposableAddress("farm2@yopmail.com")).toBe(true);
    expect(isDisposableAddress("x@eu.guerrillamail.com")).toBe(true);
    expect(isDisposableAddress("owner@example.com")).toBe(false);
    expect(isDisposableAddress("someone@gmail.com")).toBe(false);
  });
});
