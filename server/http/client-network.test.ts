import { describe, expect, it } from "vitest";
import { clientKey, networkOf } from "./client-network.ts";

describe("client keys", () => {
  it("keeps an IPv4 address whole and reads an IPv4-mapped address as IPv4", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("gives every address of one IPv6 /64 the same key, and another /64 another", () => {
    const a = clientKey("2001:db8:1:2::1");
    expect(clientKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(a);
    expect(clientKey("2001:db8:1:2:abcd::9")).toBe(a);
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).not.toBe(a);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("groups IPv4 by /24 and IPv6 by /64 for evidence", () => {
    expect(networkOf("198.51.100.23")).toBe("198.51.100.0/24");
    expect(networkOf("198.51.100.200")).toBe(networkOf("198.51.100.1"));
    expect(networkOf("198.51.101.1")).not.toBe(networkOf("198.51.100.1"));
    expect(networkOf("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
  });
});
