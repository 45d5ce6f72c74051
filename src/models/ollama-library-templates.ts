/**
 * Go templates of Ollama library models that differ from the copy in @huggingface/ollama-utils, as the
 * library serves them today. Data, not code: Ollama renders the prompt with them (text/template).
 *
 * library/qwen3: the map of @huggingface/ollama-utils 0.0.18 holds the template of Qwen3's first
 * publication, without thinking. Ollama re-published qwen3 with thinking (v0.9.0: server/images.go asks
 * qwen3 users to "pull the model again to get the latest version with full thinking support"), and with the
 * old template Ollama v0.33 would not even use it: shouldPreferChatTemplate (server/images.go, commit
 * fb30760996871fa9460115c753afd2c60d4ab0f7, tag v0.33.0-rc2) prefers the GGUF's Jinja template when that
 * has a capability (thinking) the Go template lacks. This is the template layer of library/qwen3 today
 * (registry blob sha256:ae370d884f10..., 1,723 bytes, as `ollama show --template` prints it: its sha256 is
 * the blob's name, so this text is that blob byte for byte); with it the
 * capabilities tie and Ollama renders with it (docs/runtimes.md, "Which template").
 */
export const OLLAMA_LIBRARY_TEMPLATES: Record<string, { template: string; source: string; sha256: string }> = {
  qwen3: {
    source: "Ollama library qwen3, template blob sha256:ae370d884f10 (with thinking)",
    sha256: "ae370d884f108d16e7cc8fd5259ebc5773a0afa6e078b11f4ed7e39a27e0dfc4",
    template:
      '\n{{- $lastUserIdx := -1 -}}\n{{- range $idx, $msg := .Messages -}}\n{{- if eq $msg.Role "user" }}{{ $lastUserIdx = $idx }}{{ end -}}\n{{- end }}\n{{- if or .System .Tools }}<|im_start|>system\n{{ if .System }}\n{{ .System }}\n{{- end }}\n{{- if .Tools }}\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{{- range .Tools }}\n{"type": "function", "function": {{ .Function }}}\n{{- end }}\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>\n{{- end -}}\n<|im_end|>\n{{ end }}\n{{- range $i, $_ := .Messages }}\n{{- $last := eq (len (slice $.Messages $i)) 1 -}}\n{{- if eq .Role "user" }}<|im_start|>user\n{{ .Content }}\n{{- if and $.IsThinkSet (eq $i $lastUserIdx) }}\n   {{- if $.Think -}}\n      {{- " "}}/think\n   {{- else -}}\n      {{- " "}}/no_think\n   {{- end -}}\n{{- end }}<|im_end|>\n{{ else if eq .Role "assistant" }}<|im_start|>assistant\n{{ if (and $.IsThinkSet (and .Thinking (or $last (gt $i $lastUserIdx)))) -}}\n<think>{{ .Thinking }}</think>\n{{ end -}}\n{{ if .Content }}{{ .Content }}\n{{- else if .ToolCalls }}<tool_call>\n{{ range .ToolCalls }}{"name": "{{ .Function.Name }}", "arguments": {{ .Function.Arguments }}}\n{{ end }}</tool_call>\n{{- end }}{{ if not $last }}<|im_end|>\n{{ end }}\n{{- else if eq .Role "tool" }}<|im_start|>user\n<tool_response>\n{{ .Content }}\n</tool_response><|im_end|>\n{{ end }}\n{{- if and (ne .Role "assistant") $last }}<|im_start|>assistant\n{{ if and $.IsThinkSet (not $.Think) -}}\n<think>\n\n</think>\n\n{{ end -}}\n{{ end }}\n{{- end }}',
  },
};
