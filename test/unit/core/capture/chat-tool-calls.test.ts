/**
 * A Chat Completions assistant message that calls a tool (its content null, its calls in `tool_calls`: Qwen Code's
 * tool_search call in the request after it) is read by the model: capture counts each call as sent, as it counts
 * an Anthropic tool_use block or a Responses function_call item.
 */
import { describe, expect, it } from "vitest";
import { requestParts } from "../../../../src/core/capture/parts.js";

describe("the messages of a Chat Completions request with a tool call", () => {
  it("counts each call of an assistant message as its JSON text as sent, and the tool's answer as its text", () => {
    const call =
      '{"id":"call_1", "type":"function","function":{"name":"tool_search","arguments":"{\\"query\\":\\"select:x\\"}"}}';
    const body = `{"messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"hi"},{"role":"assistant","content":null,"tool_calls":[${call}]},{"role":"tool","tool_call_id":"call_1","content":[{"type":"text","text":"<functions></functions>"}]}],"tools":[]}`;
    const messages = requestParts("openai-chat", body).find((p) => p.kind === "messages");
    expect(messages?.texts).toEqual(["hi", call, "<functions></functions>"]);
  });

  it("a message without calls adds nothing of its own", () => {
    const body = JSON.stringify({ messages: [{ role: "assistant", content: "ok" }] });
    expect(requestParts("openai-chat", body).find((p) => p.kind === "messages")?.texts).toEqual(["ok"]);
  });
});
