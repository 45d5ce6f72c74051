// The Ollama Go oracle (test/helpers/ollama-go-oracle.ts): structs written from ollama/ollama v0.33.0-rc2
// api/types.go and template/template.go, rendered with Go's own text/template and encoding/json.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"text/template"
)

// ---- api/types.go ----

type PropertyType []string

func (pt *PropertyType) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err == nil {
		*pt = []string{s}
		return nil
	}
	var a []string
	if err := json.Unmarshal(data, &a); err != nil {
		return err
	}
	*pt = a
	return nil
}

func (pt PropertyType) MarshalJSON() ([]byte, error) {
	if len(pt) == 1 {
		return json.Marshal(pt[0])
	}
	return json.Marshal([]string(pt))
}

// ToolPropertiesMap keeps insertion order (Ollama uses an ordered map).
type ToolPropertiesMap struct {
	keys   []string
	values map[string]ToolProperty
}

func (t *ToolPropertiesMap) UnmarshalJSON(data []byte) error {
	t.values = map[string]ToolProperty{}
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		return err
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return err
		}
		var p ToolProperty
		if err := json.Unmarshal(raw, &p); err != nil {
			return err
		}
		if _, seen := t.values[key]; !seen {
			t.keys = append(t.keys, key)
		}
		t.values[key] = p
	}
	return nil
}

func (t ToolPropertiesMap) MarshalJSON() ([]byte, error) {
	if t.values == nil {
		return []byte("null"), nil
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range t.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		vb, err := json.Marshal(t.values[k])
		if err != nil {
			return nil, err
		}
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func (t *ToolPropertiesMap) ToMap() map[string]ToolProperty {
	if t == nil || t.values == nil {
		return nil
	}
	out := map[string]ToolProperty{}
	for k, v := range t.values {
		out[k] = v
	}
	return out
}

type ToolProperty struct {
	AnyOf       []ToolProperty     `json:"anyOf,omitempty"`
	Type        PropertyType       `json:"type,omitempty"`
	Items       any                `json:"items,omitempty"`
	Description string             `json:"description,omitempty"`
	Enum        []any              `json:"enum,omitempty"`
	Properties  *ToolPropertiesMap `json:"properties,omitempty"`
	Required    []string           `json:"required,omitempty"`
}

type ToolFunctionParameters struct {
	Type       string             `json:"type"`
	Defs       any                `json:"$defs,omitempty"`
	Items      any                `json:"items,omitempty"`
	Required   []string           `json:"required,omitempty"`
	Properties *ToolPropertiesMap `json:"properties"`
}

type ToolFunction struct {
	Name        string                 `json:"name"`
	Description string                 `json:"description,omitempty"`
	Parameters  ToolFunctionParameters `json:"parameters"`
}

type Tool struct {
	Type     string       `json:"type"`
	Items    any          `json:"items,omitempty"`
	Function ToolFunction `json:"function"`
}

// ---- template/template.go ----

type templateTools []templateTool

func (t templateTools) String() string {
	bts, _ := json.Marshal(t)
	return string(bts)
}

type templateProperties map[string]ToolProperty

func (t templateProperties) String() string {
	if t == nil {
		return "{}"
	}
	bts, _ := json.Marshal(t)
	return string(bts)
}

func (t templateTool) String() string {
	bts, _ := json.Marshal(t)
	return string(bts)
}

type templateTool struct {
	Type     string               `json:"type"`
	Items    any                  `json:"items,omitempty"`
	Function templateToolFunction `json:"function"`
}

type templateToolFunction struct {
	Name        string                         `json:"name"`
	Description string                         `json:"description"`
	Parameters  templateToolFunctionParameters `json:"parameters"`
}

type templateToolFunctionParameters struct {
	Type       string             `json:"type"`
	Defs       any                `json:"$defs,omitempty"`
	Items      any                `json:"items,omitempty"`
	Required   []string           `json:"required,omitempty"`
	Properties templateProperties `json:"properties"`
}

type templateToolCall struct {
	ID       string
	Function struct {
		Index     int
		Name      string
		Arguments map[string]any
	}
}

type templateMessage struct {
	Role       string
	Content    string
	Thinking   string
	Images     []string
	ToolCalls  []templateToolCall
	ToolName   string
	ToolCallID string
}

func convertTools(tools []Tool) templateTools {
	if tools == nil {
		return nil
	}
	result := make(templateTools, len(tools))
	for i, tool := range tools {
		result[i] = templateTool{
			Type:  tool.Type,
			Items: tool.Items,
			Function: templateToolFunction{
				Name:        tool.Function.Name,
				Description: tool.Function.Description,
				Parameters: templateToolFunctionParameters{
					Type:       tool.Function.Parameters.Type,
					Defs:       tool.Function.Parameters.Defs,
					Items:      tool.Function.Parameters.Items,
					Required:   tool.Function.Parameters.Required,
					Properties: templateProperties(tool.Function.Parameters.Properties.ToMap()),
				},
			},
		}
	}
	return result
}

type message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type request struct {
	Template string `json:"template"`
	// Think, when given, is the request's "think" field: IsThinkSet true and Think its value, as Ollama's
	// server passes them (server/routes.go); absent, the request did not set it.
	Think *bool `json:"think"`
	Cases []struct {
		Messages []message        `json:"messages"`
		Tools    *json.RawMessage `json:"tools"`
	} `json:"cases"`
}

func main() {
	var req request
	if err := json.NewDecoder(os.Stdin).Decode(&req); err != nil {
		panic(err)
	}
	funcs := template.FuncMap{
		"json": func(v any) string {
			b, _ := json.Marshal(v)
			return string(b)
		},
	}
	tmpl := template.Must(template.New("").Option("missingkey=zero").Funcs(funcs).Parse(req.Template))
	var out []string
	for _, c := range req.Cases {
		var tools []Tool
		if c.Tools != nil {
			// As Ollama's server decodes a request: into its structs, dropping what they have no field for.
			if err := json.Unmarshal(*c.Tools, &tools); err != nil {
				panic(err)
			}
		}
		var system []string
		var msgs []*templateMessage
		for _, m := range c.Messages {
			if m.Role == "system" {
				system = append(system, m.Content)
			}
			msgs = append(msgs, &templateMessage{Role: m.Role, Content: m.Content})
		}
		var b strings.Builder
		err := tmpl.Execute(&b, map[string]any{
			"System":     strings.Join(system, "\n\n"),
			"Messages":   msgs,
			"Tools":      convertTools(tools),
			"Response":   "",
			"Think":      req.Think != nil && *req.Think,
			"ThinkLevel": "",
			"IsThinkSet": req.Think != nil,
		})
		if err != nil {
			panic(fmt.Sprintf("execute: %v", err))
		}
		out = append(out, b.String())
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
