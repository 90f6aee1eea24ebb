#!/usr/bin/env python3
"""Extract, merge, check and compile the gettext catalogs of the interface.

Standard library only (no babel, no GNU gettext needed)::

    python tools/i18n_catalogs.py extract   # src/lexitile/**.py -> locale/lexitile.pot
    python tools/i18n_catalogs.py update    # merge the .pot into every <lang>/LC_MESSAGES/lexitile.po
    python tools/i18n_catalogs.py check     # every msgid translated, placeholders kept
    python tools/i18n_catalogs.py compile   # .po -> .mo (shipped in the package)
    python tools/i18n_catalogs.py all       # extract, update, compile, check

Extraction reads every module under ``src/lexitile`` that imports ``lexitile.i18n``
and collects the string literals passed to ``_``, ``gettext``, ``N_``,
``lazy_gettext`` (one message), ``ngettext`` and ``_n`` (singular and plural) and
``pgettext`` (context and message). Only literal strings are collected: never pass a
variable or an f-string to ``_``.
"""

from __future__ import annotations

import argparse
import ast
import re
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "lexitile"
LOCALE = PACKAGE / "locale"
DOMAIN = "lexitile"
POT = LOCALE / f"{DOMAIN}.pot"
LANGUAGES = ("de", "pt_BR")
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);", "pt_BR": "nplurals=2; plural=(n > 1);"}
LANGUAGE_NAMES = {"de": "German", "pt_BR": "Portuguese (Brazil)"}

SINGULAR = {"_", "gettext", "N_", "lazy_gettext"}
PLURAL = {"ngettext", "_n", "plural"}  # plural: lexitile.text.templates.plural
CONTEXT = {"pgettext", "NP_"}


@dataclass
class Message:
    msgid: str
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    locations: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


# --------------------------------------------------------------------------- extract


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _literal(node: ast.expr) -> str | None:
    """A string literal, or the literal inside ``N_("...")``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Call) and _name(node.func) == "N_" and node.args:
        return _literal(node.args[0])
    return None


def extract_file(path: Path, messages: dict[tuple[str | None, str], Message]) -> None:
    source = path.read_text(encoding="utf-8")
    if "lexitile.i18n" not in source:
        return
    tree = ast.parse(source, str(path))
    rel = path.relative_to(ROOT).as_posix()
    nested: set[int] = set()
    calls = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)), key=lambda n: (n.lineno, n.col_offset))
    for call in calls:
        name = _name(call.func)
        if id(call) in nested or name is None:
            continue
        found: Message | None = None
        if name in SINGULAR and call.args:
            text = _literal(call.args[0])
            if text:
                found = Message(text)
        elif name in PLURAL and len(call.args) >= 2:
            one, many = _literal(call.args[0]), _literal(call.args[1])
            if one and many:
                found = Message(one, many, msgstr=["", ""])
                nested.update(id(a) for a in call.args[:2])
        elif name in CONTEXT and len(call.args) >= 2:
            ctx, text = _literal(call.args[0]), _literal(call.args[1])
            if ctx and text:
                found = Message(text, msgctxt=ctx)
        if found is None:
            continue
        if "{" in found.msgid:
            found.flags.add("python-brace-format")
        old = messages.setdefault(found.key, found)
        if old.msgid_plural is None and found.msgid_plural is not None:
            old.msgid_plural, old.msgstr = found.msgid_plural, ["", ""]
        old.flags |= found.flags
        old.locations.append(f"{rel}:{call.lineno}")


def extract() -> list[Message]:
    messages: dict[tuple[str | None, str], Message] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "i18n.py" and path.parent == PACKAGE:
            continue
        extract_file(path, messages)
    return list(messages.values())


# --------------------------------------------------------------------------- .po files


def _quote(s: str) -> str:
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" in s and s != "\n":
        parts = s.split("\n")
        lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join(f'"{line}"' for line in lines)
    return '"' + s.replace("\n", "\\n") + '"'


def _unquote(s: str) -> str:
    s = s.strip()
    assert s.startswith('"') and s.endswith('"'), s
    out, i, body = [], 0, s[1:-1]
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(nxt, "\\" + nxt))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def read_po(path: Path) -> tuple[str, list[Message]]:
    """``(header msgstr, messages)`` of a .po or .pot file (obsolete ``#~`` entries dropped)."""
    header = ""
    messages: list[Message] = []
    cur: dict = {}
    last: tuple[str, int | None] | None = None

    def flush() -> None:
        nonlocal header, cur
        if "msgid" in cur:
            strs = cur.get("msgstr", {})
            n = max(strs) + 1 if strs else 1
            msg = Message(
                cur["msgid"],
                cur.get("msgid_plural"),
                cur.get("msgctxt"),
                [strs.get(i, "") for i in range(n)],
                cur.get("locations", []),
                cur.get("flags", set()),
            )
            if msg.msgid == "" and msg.msgctxt is None:
                header = msg.msgstr[0]
            else:
                messages.append(msg)
        cur = {}

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#~"):
            if not line:
                flush()
                last = None
            continue
        if line.startswith("#,"):
            if "msgid" in cur:
                flush()
            cur.setdefault("flags", set()).update(f.strip() for f in line[2:].split(",") if f.strip())
            continue
        if line.startswith("#:"):
            if "msgid" in cur:
                flush()
            cur.setdefault("locations", []).extend(line[2:].split())
            continue
        if line.startswith("#"):
            continue
        m = re.match(r"(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?\s+(\".*\")$", line)
        if m:
            kw, idx, val = m.group(1), m.group(2), _unquote(m.group(3))
            if kw in ("msgctxt", "msgid") and "msgstr" in cur:
                flush()
            if kw == "msgstr":
                i = int(idx) if idx is not None else 0
                cur.setdefault("msgstr", {})[i] = val
                last = ("msgstr", i)
            else:
                cur[kw] = val
                last = (kw, None)
            continue
        if line.startswith('"') and last is not None:
            kw, i = last
            if kw == "msgstr":
                cur["msgstr"][i] += _unquote(line)
            else:
                cur[kw] += _unquote(line)
            continue
        raise ValueError(f"{path}: cannot read line {raw!r}")
    flush()
    return header, messages


def write_po(path: Path, header: str, messages: list[Message], plural: bool = True) -> None:
    out = [f'msgid ""\nmsgstr {_quote(header)}\n']
    for msg in messages:
        lines = []
        for loc in msg.locations:
            lines.append(f"#: {loc}")
        if msg.flags:
            lines.append("#, " + ", ".join(sorted(msg.flags)))
        if msg.msgctxt is not None:
            lines.append(f"msgctxt {_quote(msg.msgctxt)}")
        lines.append(f"msgid {_quote(msg.msgid)}")
        if msg.msgid_plural is not None:
            lines.append(f"msgid_plural {_quote(msg.msgid_plural)}")
            for i, s in enumerate(msg.msgstr if len(msg.msgstr) > 1 else ["", ""]):
                lines.append(f"msgstr[{i}] {_quote(s)}")
        else:
            lines.append(f"msgstr {_quote(msg.msgstr[0] if msg.msgstr else '')}")
        out.append("\n".join(lines) + "\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out), encoding="utf-8")


def pot_header() -> str:
    return (
        "Project-Id-Version: lexitile\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
    )


def po_header(lang: str) -> str:
    return (
        "Project-Id-Version: lexitile\n"
        f"Language: {lang}\n"
        f"Language-Team: {LANGUAGE_NAMES[lang]}\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {PLURAL_FORMS[lang]}\n"
    )


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


# --------------------------------------------------------------------------- commands


def cmd_extract() -> int:
    messages = extract()
    write_po(POT, pot_header(), messages)
    print(f"{POT.relative_to(ROOT)}: {len(messages)} messages")
    return 0


def cmd_update() -> int:
    _, template = read_po(POT)
    for lang in LANGUAGES:
        path = po_path(lang)
        old = {m.key: m for m in read_po(path)[1]} if path.exists() else {}
        merged = []
        for t in template:
            prev = old.get(t.key)
            n = 2 if t.msgid_plural is not None else 1
            strs = list(prev.msgstr) if prev is not None else []
            strs = (strs + [""] * n)[:n]
            merged.append(Message(t.msgid, t.msgid_plural, t.msgctxt, strs, t.locations, set(t.flags)))
        write_po(path, po_header(lang), merged)
        missing = sum(1 for m in merged if not all(m.msgstr))
        print(f"{path.relative_to(ROOT)}: {len(merged)} messages, {missing} untranslated")
    return 0


def compile_mo(header: str, messages: list[Message]) -> bytes:
    """The GNU .mo bytes of a catalog (what CPython's Tools/i18n/msgfmt.py writes)."""
    entries: dict[bytes, bytes] = {b"": header.encode("utf-8")}
    for m in messages:
        if "fuzzy" in m.flags or not all(m.msgstr):
            continue
        key = m.msgid if m.msgid_plural is None else m.msgid + "\0" + m.msgid_plural
        if m.msgctxt is not None:
            key = m.msgctxt + "\x04" + key
        entries[key.encode("utf-8")] = "\0".join(m.msgstr).encode("utf-8")
    keys = sorted(entries)
    ids = strs = b""
    offsets = []
    for k in keys:
        offsets.append((len(ids), len(k), len(strs), len(entries[k])))
        ids += k + b"\0"
        strs += entries[k] + b"\0"
    keystart = 7 * 4 + 16 * len(keys)
    valuestart = keystart + len(ids)
    koffsets: list[int] = []
    voffsets: list[int] = []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + keystart]
        voffsets += [l2, o2 + valuestart]
    output = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + len(keys) * 8, 0, 0)
    output += struct.pack(f"{len(koffsets)}i", *koffsets) if koffsets else b""
    output += struct.pack(f"{len(voffsets)}i", *voffsets) if voffsets else b""
    return output + ids + strs


def cmd_compile() -> int:
    for lang in LANGUAGES:
        header, messages = read_po(po_path(lang))
        data = compile_mo(header, messages)
        mo_path(lang).write_bytes(data)
        print(f"{mo_path(lang).relative_to(ROOT)}: {len(data)} bytes")
    return 0


_FIELD = re.compile(r"\{([^{}]*)\}")


def placeholders(text: str) -> list[str]:
    """The ``{name}`` fields of a brace-format string, sorted (``{{`` is not a field)."""
    return sorted(_FIELD.findall(text.replace("{{", "").replace("}}", "")))


def problems(lang: str) -> list[str]:
    """What is wrong with one language's catalog: untranslated or missing messages,
    fields that differ from the English."""
    _, template = read_po(POT)
    catalog = {m.key: m for m in read_po(po_path(lang))[1]}
    found = []
    for t in template:
        m = catalog.get(t.key)
        if m is None:
            found.append(f"{lang}: missing {t.msgid!r}")
            continue
        if "fuzzy" in m.flags:
            found.append(f"{lang}: fuzzy {t.msgid!r}")
        if not all(m.msgstr) or (t.msgid_plural is not None and len(m.msgstr) < 2):
            found.append(f"{lang}: untranslated {t.msgid!r}")
            continue
        sources = [t.msgid] + ([t.msgid_plural] if t.msgid_plural else [])
        want = placeholders(t.msgid_plural or t.msgid)
        for s in m.msgstr:
            if sorted(set(placeholders(s))) != sorted(set(want)) and not (
                t.msgid_plural and set(placeholders(s)) == set(want) - {"n"}
            ):
                found.append(f"{lang}: fields {placeholders(s)} in {s!r}, English has {want} ({sources[0]!r})")
    return found


def cmd_check() -> int:
    bad = [p for lang in LANGUAGES for p in problems(lang)]
    for line in bad:
        print(line)
    print(f"{len(bad)} problems")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "check", "all"])
    args = parser.parse_args(argv)
    if args.command == "all":
        return cmd_extract() or cmd_update() or cmd_compile() or cmd_check()
    return {"extract": cmd_extract, "update": cmd_update, "compile": cmd_compile, "check": cmd_check}[args.command]()


if __name__ == "__main__":
    sys.exit(main())
