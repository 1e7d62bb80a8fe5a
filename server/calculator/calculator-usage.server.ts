import { isbot } from "isbot";
import type { CalculatorUsage } from "@domain/calculator/calculator-api";
import type { RequestMeta, Services } from "../context.server";
import type { Database } from "../db/client.server";
import { calculatorUsage } from "../db/schema.server";

type Executor = Pick<Database, "insert">;

/** Stores one calculator_usage row with the caller's city, region and country. Bots are not recorded. */
export async function recordCalculatorUsage(
  services: Services,
  meta: RequestMeta,
  usage: CalculatorUsage,
  executor: Executor = services.db,
): Promise<boolean> {
  if (isbot(meta.userAgent)) return false;
  const location = services.geo.locate(meta.clientAddress);
  await executor.insert(calculatorUsage).values({
    productName: usage.productName,
    productWidth: usage.productWidth,
    productHeight: usage.productHeight,
    productLength: usage.productLength,
    surfaceM2: usage.surfaceM2,
    thermalResistance: usage.thermalResistance,
    bottlesNeeded: usage.bottlesNeeded,
    palletsNeeded: usage.palletsNeeded,
    totalWeightKg: usage.totalWeightKg,
    trucksNeeded: usage.trucksNeeded,
    estimatedCost: usage.estimatedCost,
    carbonStorageKg: usage.carbonStorageKg,
    isComparative: usage.isComparative,
    comparativeProductName: usage.comparativeProductName ?? null,
    comparativeSurfaceM2: usage.comparativeSurfaceM2 ?? null,
    comparativeBottlesNeeded: usage.comparativeBottlesNeeded ?? null,
    comparativeEstimatedCost: usage.comparativeEstimatedCost ?? null,
    emailSent: usage.emailSent ?? false,
    emailAddress: usage.emailAddress ?? null,
    city: location?.city ?? null,
    region: location?.region ?? null,
    country: location?.country ?? null,
  });
  return true;
}
