import { describe, expect, test } from "vitest";
import {
  canonicalMailbox,
  isDisposableAddress,
  isPublicMailDomain,
  mailDomainOf,
  privateMailDomainOf,
} from "./mailbox.ts";

describe("canonicalMailbox", () => {
  test.each(["J.Doe@gmail.com", "jdoe+promo@gmail.com", "j.d.o.e+1@googlemail.com"])(
    "folds %s, a spelling Gmail delivers to jdoe@gmail.com, into that mailbox",
    (variant) => {
      expect(canonicalMailbox(variant)).toBe("jdoe@gmail.com");
    },
  );

  test("strips +tags on every domain, dots only at Gmail", () => {
    expect(canonicalMailbox("ana.k+work@outlook.com")).toBe("ana.k@outlook.com");
    // The examples: each of these opened a second account before.
    expect(canonicalMailbox("x+1@hotmail.co.uk")).toBe("x@hotmail.co.uk");
    expect(canonicalMailbox("x+1@outlook.fr")).toBe("x@outlook.fr");
    expect(canonicalMailbox("x+1@gmx.de")).toBe("x@gmx.de");
    expect(canonicalMailbox("ana.k+work@example.com")).toBe("ana.k@example.com");
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

describe("isPublicMailDomain", () => {
  test("free mail services are not one owner's domain; a company's or a catch-all domain is", () => {
    for (const domain of ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me"])
      expect(isPublicMailDomain(domain)).toBe(true);
    expect(isPublicMailDomain("hotmail.fr")).toBe(true);
    expect(isPublicMailDomain("yahoo.com.pk")).toBe(true);
    expect(isPublicMailDomain("farm.example")).toBe(false);
    expect(isPublicMailDomain("gmail.com.farm.example")).toBe(false);
    expect(mailDomainOf(" Kid1@Farm.Example ")).toBe("farm.example");
    expect(mailDomainOf("a@googlemail.com")).toBe("gmail.com");
  });
});

describe("privateMailDomainOf", () => {
  test("by registrable domain from the Public Suffix List; free mail from an exact list", () => {
    expect(privateMailDomainOf("acme.pk")).toBe("acme.pk");
    expect(privateMailDomainOf("mail.acme.pk")).toBe("acme.pk");
    expect(privateMailDomainOf("a.b.acme.com.pk")).toBe("acme.com.pk");
    expect(privateMailDomainOf("gmail.com")).toBeNull();
    expect(privateMailDomainOf("yahoo.com.pk")).toBeNull();
    // Look-alikes anyone can register are private: one owner, maybe a catch-all.
    expect(privateMailDomainOf("gmail.xyz")).toBe("gmail.xyz");
    expect(privateMailDomainOf("web.xyz")).toBe("web.xyz");
    expect(isPublicMailDomain("gmail.xyz")).toBe(false);
    expect(privateMailDomainOf("com.pk")).toBeNull();
  });
});
