#!/usr/bin/env node
// Example MCP server for the mcp-token-budget quick start: a small "weather"
// service whose tool definitions are about the size of a typical real server.
//
//   node examples/example-server/server.mjs        (stdio)
//
// Built on the SDK's low-level Server with plain JSON Schemas, so what you see
// below is exactly what tools/list sends (no zod-to-JSON-Schema conversion).
// Tool calls return canned data: the point is the definitions, not the weather.

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";

const location = {
  type: "string",
  description: 'City name ("Lisbon", "Portland, OR") or "lat,lon" coordinates.',
};
const units = {
  type: "string",
  enum: ["metric", "imperial"],
  default: "metric",
  description: "Unit system for temperatures, wind speed and precipitation.",
};

const tools = [
  {
    name: "get_current_weather",
    title: "Current weather",
    description:
      "Get the current conditions for a location: temperature, feels-like temperature, humidity, wind and a short summary. Data is at most 10 minutes old.",
    inputSchema: {
      type: "object",
      properties: { location, units },
      required: ["location"],
    },
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
  {
    name: "get_forecast",
    title: "Forecast",
    description:
      "Get a daily or hourly forecast for up to 10 days. Use hourly granularity only when the user asks about specific times today or tomorrow, as it returns much more data.",
    inputSchema: {
      type: "object",
      properties: {
        location,
        days: { type: "integer", minimum: 1, maximum: 10, default: 3, description: "Number of days to forecast." },
        granularity: { type: "string", enum: ["daily", "hourly"], default: "daily" },
        units,
        include: {
          type: "array",
          items: { type: "string", enum: ["precipitation", "wind", "uv_index", "air_quality", "sunrise_sunset"] },
          description: "Optional extra fields to include for each period.",
        },
      },
      required: ["location"],
    },
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
  {
    name: "get_weather_alerts",
    description:
      "List active severe-weather alerts (storms, heat, floods) issued by national weather services for a location.",
    inputSchema: {
      type: "object",
      properties: {
        location,
        min_severity: { type: "string", enum: ["minor", "moderate", "severe", "extreme"], default: "moderate" },
      },
      required: ["location"],
    },
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
  {
    name: "search_locations",
    description:
      "Resolve a free-text place name to candidate locations with coordinates. Call this first when a place name is ambiguous.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", description: "Place name to look up." },
        country: { type: "string", description: 'ISO 3166-1 alpha-2 country code to restrict results, e.g. "PT".' },
        limit: { type: "integer", minimum: 1, maximum: 20, default: 5 },
      },
      required: ["query"],
    },
    annotations: { readOnlyHint: true, openWorldHint: true },
  },
  {
    name: "subscribe_alerts",
    description:
      "Subscribe a webhook to weather alerts for a location. The webhook receives a POST with the alert JSON whenever an alert matching the filter is issued or updated.",
    inputSchema: {
      type: "object",
      properties: {
        location,
        webhook_url: { type: "string", format: "uri", description: "HTTPS URL that will receive alert notifications." },
        filter: {
          type: "object",
          description: "Which alerts to deliver.",
          properties: {
            min_severity: { type: "string", enum: ["minor", "moderate", "severe", "extreme"], default: "severe" },
            event_types: {
              type: "array",
              items: { type: "string", enum: ["storm", "heat", "cold", "flood", "wind", "fire"] },
            },
            quiet_hours: {
              type: "object",
              properties: {
                start: { type: "string", pattern: "^\\d{2}:\\d{2}$", description: "Local time, HH:MM." },
                end: { type: "string", pattern: "^\\d{2}:\\d{2}$", description: "Local time, HH:MM." },
              },
              required: ["start", "end"],
            },
          },
        },
      },
      required: ["location", "webhook_url"],
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  },
];

const prompts = [
  {
    name: "plan_outdoor_day",
    title: "Plan an outdoor day",
    description: "Suggest the best time window for an outdoor activity based on the forecast.",
    arguments: [
      { name: "location", description: "Where the activity takes place.", required: true },
      { name: "activity", description: 'What you plan to do, e.g. "cycling".', required: false },
    ],
  },
];

const resources = [
  {
    uri: "weather://stations/index",
    name: "stations",
    title: "Weather stations",
    description: "Index of observation stations used for current conditions.",
    mimeType: "application/json",
  },
];

const server = new Server(
  { name: "example-weather", version: "1.0.0" },
  { capabilities: { tools: {}, prompts: {}, resources: {} } },
);

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
  if (!tools.some((t) => t.name === params.name)) {
    throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
  }
  const where = params.arguments?.location ?? params.arguments?.query ?? "somewhere";
  return {
    content: [
      { type: "text", text: `[${params.name}] ${where}: 18°C, light breeze, partly cloudy (canned example data).` },
    ],
  };
});

server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts }));

server.setRequestHandler(GetPromptRequestSchema, async ({ params }) => {
  if (params.name !== "plan_outdoor_day") throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${params.name}`);
  const { location: where = "here", activity = "a walk" } = params.arguments ?? {};
  return {
    messages: [
      {
        role: "user",
        content: {
          type: "text",
          text: `Using the forecast for ${where}, when is the best time in the next 3 days for ${activity}?`,
        },
      },
    ],
  };
});

server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources }));

server.setRequestHandler(ReadResourceRequestSchema, async ({ params }) => {
  if (params.uri !== resources[0].uri) throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${params.uri}`);
  const stations = [
    { id: "LPPT", name: "Lisbon Airport", lat: 38.77, lon: -9.13 },
    { id: "KPDX", name: "Portland International", lat: 45.59, lon: -122.6 },
  ];
  return { contents: [{ uri: params.uri, mimeType: "application/json", text: JSON.stringify(stations) }] };
});

await server.connect(new StdioServerTransport());
// stdout is the protocol channel; diagnostics go to stderr.
process.stderr.write("example-weather MCP server running on stdio\n");
