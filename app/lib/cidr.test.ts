import { describe, expect, it } from "vitest";
import { ipInRange, limitKeyOf, parseIpRange } from "~/lib/cidr";

describe("IP ranges", () => {
  it("match single IPv4 addresses and CIDR ranges", () => {
    expect(ipInRange("203.0.113.7", "203.0.113.7")).toBe(true);
    expect(ipInRange("203.0.113.8", "203.0.113.7")).toBe(false);
    expect(ipInRange("203.0.113.200", "203.0.113.0/24")).toBe(true);
    expect(ipInRange("203.0.114.1", "203.0.113.0/24")).toBe(false);
    expect(ipInRange("8.8.8.8", "0.0.0.0/0")).toBe(true);
  });

  it("match IPv6, compressed or not, and IPv4 written as IPv6", () => {
    expect(ipInRange("2001:db8::1", "2001:db8::/32")).toBe(true);
    expect(ipInRange("2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1")).toBe(true);
    expect(ipInRange("2001:db9::1", "2001:db8::/32")).toBe(false);
    expect(ipInRange("::ffff:192.0.2.5", "192.0.2.0/24")).toBe(true);
    expect(ipInRange("192.0.2.5", "2001:db8::/32")).toBe(false);
  });

  it("refuse what is not an address or range", () => {
    for (const bad of [
      "",
      "1.2.3",
      "0x7f.0.0.1",
      "1.2.3.4/-1",
      "1.2.3.256",
      "1.2.3.4/33",
      "1.2.3.4/8/1",
      "2001:db8:::1",
      "::1::",
      "hello",
      "1.2.3.4/",
    ]) {
      expect(parseIpRange(bad)).toBeNull();
    }
    expect(parseIpRange("::1")).toMatchObject({ version: 6, prefix: 128 });
  });
});

describe("limitKeyOf", () => {
  it("counts an IPv6 caller by its /64, however the address is written", () => {
    const key = limitKeyOf("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const same of ["2001:db8:1:2::2", "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", " 2001:db8:1:2:0:0:0:1 ", "2001:db8:1:2::1%eth0"])
      expect(limitKeyOf(same), same).toBe(key);
    expect(limitKeyOf("2001:db8:1:3::1")).not.toBe(key);
  });

  it("counts IPv4 by the address, also when written as IPv6; leaves what is no address as it is", () => {
    expect(limitKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKeyOf("unknown")).toBe("unknown");
  });
});
