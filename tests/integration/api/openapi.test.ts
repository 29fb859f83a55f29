import { describe, expect, it } from "vitest";
import { api } from "../../../workers/api";
import { openApiPath } from "../../../workers/api/openapi";
import { listEndpoints } from "../../../workers/api/route-meta";
import { call } from "../../support/api";

describe("GET /api/openapi.json", () => {
  it("describes every route of the router, each with a summary and its access", async () => {
    const { status, data } = await call("GET", "/openapi.json");
    expect(status).toBe(200);
    expect(data.openapi).toBe("3.1.0");
    const endpoints = listEndpoints(api);
    expect(endpoints.length).toBeGreaterThan(45);
    for (const endpoint of endpoints) {
      const operation = data.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation.summary, `${endpoint.method} ${endpoint.path} has no summary`).toEqual(expect.any(String));
      expect(operation["x-access"]).toBe(endpoint.access);
    }
    const documented = Object.values(data.paths).reduce((total: number, methods) => total + Object.keys(methods as object).length, 0);
    expect(documented).toBe(endpoints.length);
  });

  it("gives request bodies and query parameters from the validators' own schemas", async () => {
    const { data } = await call("GET", "/openapi.json");
    const createSeries = data.paths["/api/series"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(createSeries.properties)).toEqual(expect.arrayContaining(["title", "description", "tags", "genreIds", "featured"]));
    const top10 = data.paths["/api/top10"].get.parameters;
    expect(top10).toEqual([expect.objectContaining({ name: "tab", in: "query" })]);
    expect(data.paths["/api/series/{id}"].delete.security).toEqual([{ bearerAuth: [] }]);
    expect(data.paths["/api/series/upload"].post.requestBody.content["multipart/form-data"].schema.properties.image).toEqual({ type: "string", format: "binary" });
  });
});
