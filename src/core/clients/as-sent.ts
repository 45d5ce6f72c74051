/**
 * No client: the tools as the server sent them, `{ name, inputSchema, description }`, every instruction whole.
 * It is the request a bare `measure`, a client configuration without a profile, `hints` and `calls` count on a
 * model, shaped by the same shapeRequest as every client profile, so "no client" is one more shaping and not a
 * second way of building a request.
 */
import type { ModelFacingTool } from "../models/types.js";
import type { ClientRequest, ServerListing } from "./profile.js";
import { type Shaping, shapeRequest } from "./shape.js";

export const TOOLS_AS_SENT: Shaping = {
  maxTools: null,
  truncateBytes: null,
  name: (_server, tool) => tool,
  // The schema as listed, even when it is missing or not an object (the model's counter says what it renders).
  toolObject: (name, description, tool) => {
    const facing: ModelFacingTool = { name, inputSchema: tool.listedSchema };
    if (description !== undefined) facing.description = description;
    return facing as unknown as Record<string, unknown>;
  },
  instructionsText: (_server, instructions) => instructions,
  deferredText: null,
  sortsByName: false,
  keepsEmptyNames: true,
};

/** One server's tools and instructions as sent, with no client in between. */
export const shapeAsSent = (listing: ServerListing): ClientRequest => shapeRequest(listing, TOOLS_AS_SENT);
