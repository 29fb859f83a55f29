// The integration tests' push service (tests/support/push-service.ts) runs in Node beside workerd;
// the tests reach it at the origin provided here.
import type { TestProject } from "vitest/node";
import { startPushService } from "./push-service";

declare module "vitest" {
  export interface ProvidedContext {
    pushServiceOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const service = await startPushService();
  project.provide("pushServiceOrigin", service.origin);
  return () => service.close();
}
