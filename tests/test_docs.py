"""The documents in docs/: everything the code cites exists, the CLI and record pages cannot
fall behind the parser and the engine, their examples are what the program prints, and they
are written in our own words.

Fingerprints of the design documents beside the checkout (../shared/*.md) are kept in
tests/data/design_fingerprints.txt; `python -m tests.test_docs [FOLDER]` rebuilds them.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shlex
from pathlib import Path

import pytest

from cardtable.engine import ALL_GAMES, Match, get_game
from cardtable.engine.record import replay, replay_summary
from cardtable.tools.cli import build_parser, main

from .conftest import ROOT
from .test_rules_text import SEED_PRINTS, copied_runs, fingerprint, grams

DOCS = ROOT / "docs"
SHARED = ROOT.parent / "shared"
DESIGN_PRINTS = SEED_PRINTS.with_name("design_fingerprints.txt")

#: Where documents are cited: the code, the tests, the README, packaging and build files.
CITING = ("cardtable", "tests", "docs", "packaging", "resources", ".github", ".ci")
CITING_FILES = ("README.md", "Makefile", "pyproject.toml")
TEXT_SUFFIXES = {".py", ".md", ".html", ".txt", ".toml", ".yml", ".yaml", ".sh", ".spec", ".cfg", ".json", ""}
#: A document named by its file name (``RECORD.md``, ``docs/CLI.md``, ``../README.md``).
MD_NAME = re.compile(r"(?<![\w/.-])((?:\.{1,2}/|[\w.-]+/)*[\w-]+\.md)\b")
#: A path into the repository with a file name (``resources/exercises/*.pbn``).
REPO_PATH = re.compile(r"(?<![\w/.-])((?:cardtable|tests|docs|resources|packaging|\.github|\.ci)/[\w./*-]*\.[\w*]+)")


def citing_files() -> list[Path]:
    files = [ROOT / name for name in CITING_FILES]
    for top in CITING:
        for path in sorted((ROOT / top).rglob("*")):
            if path == Path(__file__).resolve():
                continue  # this file's names are examples for the check, not citations
            if path.is_file() and path.suffix in TEXT_SUFFIXES and "__pycache__" not in path.parts:
                if path.suffix == ".json" and "vectors" in path.parts:
                    continue  # game records, not prose
                files.append(path)
    return files


def resolves(name: str, cited_in: Path) -> bool:
    """Does ``name`` name a file of the repository, from the citing file's folder or the top?"""
    for base in (cited_in.parent, ROOT):
        hits = list(base.glob(name)) if "*" in name else [base / name]
        if any(h.exists() and ROOT in h.resolve().parents for h in hits):
            return True
    return False


def test_every_cited_document_is_in_the_repository():
    missing, cited = [], set()
    for path in citing_files():
        text = path.read_text(errors="replace")
        for pattern in (MD_NAME, REPO_PATH):
            for name in pattern.findall(text):
                name = name.rstrip(".")
                if pattern is REPO_PATH and name.endswith(".md") and not resolves(name, path):
                    continue  # reported once, by MD_NAME
                if not resolves(name, path):
                    missing.append(f"{path.relative_to(ROOT)}: {name}")
                elif name.endswith(".md"):
                    cited.add((path.parent / name if (path.parent / name).exists() else ROOT / name).resolve())
    assert not missing, missing
    # The check looks where it should: the code cites the four documents the issue names.
    assert {DOCS / f for f in ("RULES.md", "RECORD.md", "CLI.md", "AI.md")} <= cited


def test_the_check_catches_a_missing_document(tmp_path):
    citing = ROOT / "cardtable" / "engine" / "record.py"
    assert resolves("docs/RECORD.md", citing) and resolves("../README.md", ROOT / "docs" / "README.md")
    assert not resolves("RECORD.md", citing)  # a bare name must sit beside the citing file
    assert not resolves("docs/NOTHING.md", citing)
    assert MD_NAME.findall("see RULES.md's table, docs/AI.md and [x](CLI.md#a)") == ["RULES.md", "docs/AI.md", "CLI.md"]
    assert REPO_PATH.findall("in `resources/exercises/*.pbn` and cardtable/engine/match.py.") == [
        "resources/exercises/*.pbn", "cardtable/engine/match.py"]


# ----- links inside docs/ --------------------------------------------------------------------


def slug(heading: str) -> str:
    """The anchor a Markdown renderer gives a heading (GitHub's rule, for the headings we use)."""
    text = re.sub(r"[^\w\s-]", "", heading.strip().lower().replace("`", ""))
    return re.sub(r"\s", "-", text)


def anchors(doc: Path) -> set[str]:
    return {slug(h) for h in re.findall(r"^#+ (.+)$", doc.read_text(), re.M)}


@pytest.mark.parametrize("doc", sorted(DOCS.glob("*.md")), ids=lambda p: p.name)
def test_links_between_the_documents_land(doc):
    for target, anchor in re.findall(r"\]\(([^)#\s]*)(?:#([^)\s]+))?\)", doc.read_text()):
        if target.startswith("http"):
            continue
        page = (doc.parent / target) if target else doc
        assert page.exists(), f"{doc.name}: link to {target}"
        if anchor:
            assert anchor in anchors(page), f"{doc.name}: no heading #{anchor} in {page.name}"


def test_the_index_lists_every_document():
    index = (DOCS / "README.md").read_text()
    for doc in DOCS.glob("*.md"):
        if doc.name != "README.md":
            assert f"]({doc.name})" in index, doc.name


# ----- CLI.md keeps up with the parser ---------------------------------------------------------------


def subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


def section(doc: str, name: str) -> str:
    """The text under the heading ``## `name` `` up to the next heading of that level."""
    match = re.search(rf"^## `{re.escape(name)}`\n(.*?)(?=^## |\Z)", doc, re.S | re.M)
    assert match, f"CLI.md has no section ## `{name}`"
    return match.group(1)


def test_cli_md_names_every_subcommand_and_option_with_its_default():
    doc = (DOCS / "CLI.md").read_text()
    commands = subcommands()
    assert set(commands) == {"replay", "simulate", "play", "exercise", "bench", "bot", "bot-match"}
    for option in build_parser()._actions:
        for flag in [] if isinstance(option, argparse._HelpAction) else option.option_strings:
            assert f"`cardtable {flag}" in doc or f"`cardtable {flag}`" in doc, flag
    for name, parser in commands.items():
        assert f"`cardtable {name}" in doc, name
        text = section(doc, name)
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            if action.option_strings:
                for flag in action.option_strings:
                    assert f"`{flag}" in text, f"{name} {flag}"
            else:
                assert action.dest.upper() in text, f"{name} {action.dest}"
            if action.default not in (None, False):
                assert str(action.default) in text, f"{name} {action.option_strings}: default {action.default}"


def console_commands(doc: Path) -> list[tuple[list[str], int | None, list[str]]]:
    """``$ cardtable replay …`` lines in console blocks: the arguments, the ``| head -N`` the
    line ends with (if any), and the lines shown after it."""
    found = []
    for block in re.findall(r"```console\n(.*?)```", doc.read_text(), re.S):
        lines = block.splitlines()
        for i, line in enumerate(lines):
            if line.startswith("$ cardtable replay "):
                command, _, head = line[2:].split(";")[0].partition("| head -")
                out = []
                for after in lines[i + 1 :]:
                    if after.startswith("$"):
                        break
                    out.append(after)
                found.append((shlex.split(command)[1:], int(head) if head else None, out))
    return found


@pytest.mark.parametrize("doc", ["CLI.md", "RECORD.md"])
def test_the_replay_examples_print_what_the_documents_say(doc, capsys):
    checked = 0
    for args, head, shown in console_commands(DOCS / doc):
        if not (ROOT / args[1]).exists():
            continue  # a file of the reader's (RECORD.md's example record, checked below)
        code = main([args[0], str(ROOT / args[1]), *args[2:]])
        out, err = capsys.readouterr()
        printed = (out + err).splitlines()[:head] + ([str(code)] if shown and shown[-1] == str(code) else [])
        assert printed == shown, args
        checked += 1
    assert checked >= (3 if doc == "CLI.md" else 1)


def test_the_record_example_replays_to_what_record_md_shows():
    doc = (DOCS / "RECORD.md").read_text()
    blocks = re.findall(r"```json\n(.*?)```", doc, re.S)
    example = json.loads(blocks[0])
    summary = json.dumps(replay_summary(replay(example)))
    assert f"$ cardtable replay game.cardtable --json\n{summary}\n" in doc
    bob = example["rounds"][0]["bids"][1]
    example["rounds"][0]["bids"][1] = 0
    with pytest.raises(Exception, match="may not bid 0: the bids would total 1"):
        replay(example)
    assert bob == 1 and "cardtable: round 1: Bob (dealer) may not bid 0" in doc


# ----- RECORD.md names every key the engine writes ------------------------------------------------


def records_of_every_game() -> dict[str, list[dict]]:
    """Records the engine writes for each game: after a whole first round played with random
    legal actions, and at every step of the second round (decisions half made, plays short)."""
    out: dict[str, list[dict]] = {}
    for game in ALL_GAMES:
        spec = get_game(game)
        rng = random.Random(game)
        match = Match(game, [f"P{i}" for i in range(spec.player_counts[0])])
        records = []
        for _ in range(2):
            if match.finished:
                break
            match.deal(rng)
            records.append(match.to_record())
            while (rnd := match.current) is not None:
                match.apply(rng.choice(rnd.legal_actions()))
                records.append(match.to_record())
        out[game] = records
    return out


def test_record_md_names_every_key_the_engine_writes():
    doc = (DOCS / "RECORD.md").read_text()
    keys: set[str] = set()
    for game, records in records_of_every_game().items():
        for rec in records:
            assert replay(rec).to_record() == rec  # what is written reads back the same
            keys |= set(rec)
            for rd in rec["rounds"]:
                keys |= set(rd)
                for table in rd.get("tables", []):
                    keys |= set(table)
        for option in get_game(game).options:
            keys.add(option.name)
            if not isinstance(option.default, list) or len(option.default) < 4:  # the hand card is long
                assert f"`{json.dumps(option.default)}`" in doc, f"{game} {option.name}: default {option.default}"
    assert {"format", "draw", "turn_up", "undealt", "turnip", "doublets", "contract", "tables", "seats"} <= keys
    assert sorted(k for k in keys if f"`{k}`" not in doc) == []


# ----- our own words -----------------------------------------------------------------------------


def design_fingerprints_from(shared: Path) -> set[str]:
    texts = [*sorted(shared.glob("*.md")), *sorted(shared.glob("vectors/*.md"))]
    return {fingerprint(g) for p in texts for g in grams(p.read_text(errors="replace"))}


def source_prints() -> set[str]:
    return set(SEED_PRINTS.read_text().split()) | set(DESIGN_PRINTS.read_text().split())


def test_the_design_fingerprints_are_current():
    stored = set(DESIGN_PRINTS.read_text().split())
    assert len(stored) > 1000
    if SHARED.is_dir():  # beside the design documents (CI, a developer's checkout)
        assert stored == design_fingerprints_from(SHARED), "stale design fingerprints: python -m tests.test_docs"


def prose(markdown: str) -> str:
    """The sentences of a document: code blocks and `code` spans are left out, since they are
    the interface itself (keys, names, command lines), which must match the sources exactly."""
    return re.sub(r"`[^`\n]*`", " ", re.sub(r"```.*?```", " ", markdown, flags=re.S))


OWN_WORDS = [*sorted(DOCS.glob("*.md")), ROOT / "README.md", ROOT / "tests" / "vectors" / "README.md"]


@pytest.mark.parametrize("doc", OWN_WORDS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_documents_are_in_our_own_words(doc):
    """No run of eight words comes from the seeds or the design documents beside the repo."""
    copied = copied_runs(prose(doc.read_text()), source_prints())
    assert not copied, copied[:5]


def test_a_pasted_source_sentence_is_caught():
    """The check is not vacuous: the longest sentence of a source text, pasted into our
    document, is found (a stand-in source when the design documents are not beside us)."""
    if SHARED.is_dir():
        source, prints = (SHARED / "RECORD.md").read_text(), source_prints()
    else:
        source = "A record is the whole match in one JSON object, written by the app whenever it saves."
        prints = {fingerprint(g) for g in grams(source)}
    sentence = max(re.split(r"(?<=[.:])\s", " ".join(source.split())), key=len)
    ours = prose((DOCS / "RECORD.md").read_text())
    assert not copied_runs(ours, prints)
    assert copied_runs(f"{ours}\n{sentence}\n", prints)


if __name__ == "__main__":  # rebuild the design fingerprints from ../shared (or the folder given)
    import sys

    source = Path(sys.argv[1]) if len(sys.argv) > 1 else SHARED
    assert source.is_dir(), f"no design documents at {source}"
    DESIGN_PRINTS.write_text("\n".join(sorted(design_fingerprints_from(source))) + "\n")


def test_the_package_examples_run_and_the_test_files_hold_none(request):
    """The root conftest.py collects the docstring examples of exactly the package's modules
    that hold one; the test files are not searched, so none may hold an example (it would
    never run)."""
    from _pytest.doctest import DoctestItem

    prompt = ">" * 3
    assert not [p.name for p in (ROOT / "tests").glob("*.py") if prompt in p.read_text(encoding="utf-8")]
    holding = {p for p in (ROOT / "cardtable").rglob("*.py") if prompt in p.read_text(encoding="utf-8")}
    assert len(holding) >= 7
    if not any((ROOT / "cardtable").is_relative_to(Path(a).resolve()) for a in request.config.args):
        return  # a run of chosen test files does not collect the package
    collected = {Path(item.path) for item in request.session.items if isinstance(item, DoctestItem)}
    assert collected == holding


def test_the_readme_counts_the_built_in_exercises_as_they_are():
    """The README said "28 deals in eight themes" long after the sets had grown to fourteen."""
    import re

    from cardtable.bridge.exercises import builtin_sets

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    m = re.search(r"about (\d+) deals in (\d+)\s+sets", text)
    assert m, "the README no longer counts the exercises"
    sets = builtin_sets()
    assert (int(m.group(1)), int(m.group(2))) == (sum(len(s.boards) for s in sets), len(sets))


def test_the_readme_lists_every_subcommand():
    """The README's table of commands had no `bot` and `bot-match` rows after both shipped."""
    import argparse

    from cardtable.tools.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [name for name in sub.choices if f"`cardtable {name} " not in text]
    assert not missing, missing
