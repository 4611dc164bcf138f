"""PBN files in and out, through endplay's PBN parser, with one clear error line for
anything malformed.

endplay does the parsing of the file's structure (tags, comments, sections); this module
checks what Minibridge needs from each board — a ``Deal`` of four 13-card hands and a
``Dealer`` — and turns every failure, whatever endplay raises, into :class:`PBNError`
naming the file, the board and the problem. Nothing in here may end in a traceback:
people import PBN files from anywhere.

endplay 0.5 keeps a board's ``Dealer`` tag only when the board also has a ``Contract``;
exercise boards have none, so the decoder below remembers each board's ``Dealer`` tag
itself (falling back to endplay's value, then to the board number's rotation). It also
starts a new game where a file's boards follow each other without the blank line PBN asks
for (see :func:`_starts_next_game`), so no board is dropped unseen.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..engine.games.minibridge import SEAT_NAMES
from ..storage.textfiles import read_user_bytes
from .deal import DD_STRAINS, SEAT_LETTERS, Board, DealError, deal_from_pbn, parse_seat

# No exercise file comes near this; bigger files are refused before they are read whole.
MAX_PBN_BYTES = 4 * 1024 * 1024
MAX_BOARDS = 2000
# A tag pair's name, as endplay's decoder matches it.
_TAG_PAIR = re.compile(r'\[(\w+)\s+"')


class PBNError(ValueError):
    """A PBN file that cannot be read as Minibridge boards; the message is one line."""


class _BoardProblem(Exception):
    """Raised inside endplay's decoder when a board's Deal is wrong, to name the board."""


def _one_line(text: object) -> str:
    said = " ".join(str(text).split()) or "unknown error"
    # Python's words for an integer of thousands of digits name its internals and a fix in code.
    return "a number with too many digits" if "sys.set_int_max_str_digits" in said else said


def read_pbn_file(path: str | os.PathLike[str], notes: list[str] | None = None) -> list[Board]:
    """The boards of a PBN file, or a :class:`PBNError` saying what is wrong (``notes``: as
    for :func:`read_pbn`)."""
    p = Path(path)
    raw = read_user_bytes(p, "a PBN file", MAX_PBN_BYTES, PBNError)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = raw.decode("latin-1")  # older PBN files are ISO-8859-1, as the standard says
        except UnicodeDecodeError:  # pragma: no cover - latin-1 decodes every byte
            raise PBNError(f"{p.name} is not a PBN file: it is not text") from None
    return read_pbn(text, p.name, notes)


def read_pbn(text: str, name: str = "PBN", notes: list[str] | None = None) -> list[Board]:
    """Boards from PBN text; ``name`` starts every error message. What was read other than
    as written (a board number used twice, renumbered; a board without a Dealer tag, dealt by
    its number's rotation) is added to ``notes``, one line each, for the person to be told."""
    if not isinstance(text, str):
        raise PBNError(f"{name}: PBN must be text")
    if "\x00" in text:
        raise PBNError(f"{name} is not a PBN file: it is not text")
    if len(text) > MAX_PBN_BYTES:
        raise PBNError(f"{name} is too large to be a PBN file")
    if not text.strip():
        raise PBNError(f"{name} is empty")
    raw_boards, dealers = _decode(text, name)
    if not raw_boards:
        raise PBNError(f"{name} holds no boards (no [Deal] tag found)")
    if len(raw_boards) > MAX_BOARDS:
        raise PBNError(f"{name} holds too many boards ({len(raw_boards)})")
    boards = []
    used: set[int] = set()
    for i, (raw, dealer_tag) in enumerate(zip(raw_boards, dealers, strict=False)):
        boards.append(_board(raw, dealer_tag, i, name, used, notes))
    return boards


def _decode(text: str, name: str) -> tuple[list[Any], list[str | None]]:
    from io import StringIO

    try:
        from ..ai.dds import load_endplay

        load_endplay()
        from endplay.parsers.pbn import PBNDecoder
    except ImportError as exc:
        raise PBNError(f"cannot read PBN: endplay is not installed ({_one_line(exc)})") from None

    class Decoder(PBNDecoder):
        """endplay's decoder, remembering each board's Dealer tag (see the module doc)."""

        def __init__(self) -> None:
            self.dealer_tags: list[str | None] = []
            super().__init__()

        def _parse_none(self, curline: str) -> bool:
            if _starts_next_game(curline, self.curtags):
                super()._parse_none("")  # what the missing blank line would have done
            return bool(super()._parse_none(curline))

        def _tags_to_board(self):
            tags = {}
            for key, fields in self.curtags.items():
                value = fields.get("value")
                if value == "#":
                    if key not in self.prevtags:
                        raise _BoardProblem(f"the {key} tag says '#' (as before) but no board came before")
                    value = self.prevtags[key].get("value")
                tags[key.lower()] = value
            number = tags.get("board") or str(len(self.dealer_tags) + 1)
            if isinstance(number, str) and not number.strip().isdigit():
                raise _BoardProblem(f"the Board tag {number!r} is not a board number")
            dealer = tags.get("dealer")
            if isinstance(dealer, str) and dealer.strip() not in ("", "?"):
                try:
                    parse_seat(dealer)
                except DealError:
                    raise _BoardProblem(f"board {number}: the Dealer tag {dealer!r} is not N, E, S or W") from None
            deal = tags.get("deal")
            if isinstance(deal, str) and deal.strip() not in ("", "?"):
                try:
                    deal_from_pbn(deal)
                except DealError as exc:
                    raise _BoardProblem(f"board {number}: {_one_line(exc)}") from None
            board = super()._tags_to_board()
            if board is not None:
                board.info["_deal_tag"] = tags.get("deal")
                self.dealer_tags.append(tags.get("dealer") if isinstance(tags.get("dealer"), str) else None)
            return board

    decoder = Decoder()
    try:
        boards = decoder.parse_file(StringIO(text))
    except _BoardProblem as exc:
        raise PBNError(f"{name}: line {decoder.lineno}: {exc}") from None
    except Exception as exc:  # endplay raises many kinds; all of them mean "not valid PBN"
        raise PBNError(f"{name}: line {decoder.lineno}: not valid PBN ({_one_line(exc)})") from None
    tags: list[str | None] = decoder.dealer_tags if len(decoder.dealer_tags) == len(boards) else [None] * len(boards)
    return boards, tags


def _starts_next_game(line: str, tags: dict[str, Any]) -> bool:
    """Whether tag pair ``line`` begins a new game although no blank line came before it.

    The PBN standard ends a game with a blank line, and endplay keeps only the first of a
    tag that comes twice in one game. But a teacher's file typed or pasted by hand often
    lacks the blank lines, and then every board after the first was silently dropped. A tag
    cannot come twice in one game, so once the game has its ``Deal``, a repeated tag (a
    second ``Event``, ``Board`` or ``Deal``, or ``Dealer`` when a file puts it first) can
    only mean the next board has begun — that is what the teacher meant, so a new game
    starts there. Splitting at any repeated tag, not only at ``Event``/``Board``/``Deal``,
    keeps the next board's own leading tags with it whatever order the file uses.

    Before the game's ``Deal`` no board can be lost, and a repeat keeps endplay's rule
    (the first wins: a stray second ``Event`` line still reads) — except for ``Board`` and
    ``Dealer``, which say which board the coming deal is and who deals it: a second one
    there means a board without a deal, or a typing slip, and is refused with its line.
    ``Note`` tags may repeat; endplay keeps them apart from the game's tags.
    """
    match = _TAG_PAIR.match(line)
    seen = {key.lower() for key in tags}
    tag = match.group(1) if match else ""
    if tag.lower() not in seen:
        return False
    if "deal" in seen:
        return True
    if tag.lower() in ("board", "dealer"):
        raise _BoardProblem(f"a second {tag} tag before this game's Deal tag (a board without a deal?)")
    return False


def _board(raw, dealer_tag: str | None, index: int, name: str, used: set[int],
           notes: list[str] | None = None) -> Board:
    number = raw.board_num if isinstance(raw.board_num, int) and raw.board_num > 0 else index + 1
    if number in used:
        given, number = number, max(used) + 1
        if notes is not None:
            notes.append(f"board {given} appears twice: the second is numbered {number}")
    used.add(number)
    where = f"{name}: board {number}"
    deal_text = raw.info.pop("_deal_tag", None)
    if not isinstance(deal_text, str) or not deal_text.strip():
        raise PBNError(f"{where} has no Deal tag")
    try:
        north, east, south, west = deal_from_pbn(deal_text)
    except DealError as exc:
        raise PBNError(f"{where}: {_one_line(exc)}") from None
    dealer: int | None = None
    if dealer_tag and dealer_tag.strip() not in ("", "?"):
        try:
            dealer = parse_seat(dealer_tag)
        except DealError:
            raise PBNError(f"{where}: the Dealer tag {dealer_tag!r} is not N, E, S or W") from None
    if dealer is None:  # no Dealer tag: endplay's rotation by board number (1 North, 2 East…)
        try:
            dealer = int(raw.dealer) if raw.dealer is not None else (number - 1) % 4
        except Exception:
            dealer = (number - 1) % 4
        if notes is not None:
            notes.append(f"board {number} has no Dealer tag: {SEAT_NAMES[dealer]} deals (as its number gives it)")
    title = ""
    tags: list[tuple[str, str]] = []
    dd = _read_dd(raw.info.get("OptimumResultTable"))
    for key, value in raw.info.items():
        if isinstance(value, str) and value != "?" and not key.startswith("_"):
            if key == "Event" and value not in ("", "?"):
                title = value
            tags.append((key, value))
    return Board(number, dealer, (north, east, south, west), _one_line(title) if title else "", tuple(tags), dd)


def _read_dd(table: object) -> tuple[tuple[int, ...], ...] | None:
    """A complete ``OptimumResultTable`` (20 rows: seat, strain, tricks) as stored rows, or
    ``None`` — an incomplete or odd table is ignored and the tricks are solved instead."""
    if not isinstance(table, dict) or not isinstance(table.get("rows"), list):
        return None
    found: dict[tuple[int, str], int] = {}
    try:
        for row in table["rows"]:
            seat, strain, tricks = parse_seat(row[0]), str(row[1]).upper(), int(row[2])
            strain = "NT" if strain == "N" else strain
            if strain not in DD_STRAINS or not 0 <= tricks <= 13:
                return None
            found[seat, strain] = tricks
    except (DealError, ValueError, TypeError, IndexError):
        return None
    if len(found) != 20:
        return None
    return tuple(tuple(found[seat, strain] for strain in DD_STRAINS) for seat in range(4))


def write_pbn(boards: Sequence[Board], event: str | None = None) -> str:
    """PBN text for ``boards`` through endplay's encoder: Event (the board's title, or
    ``event``), Board, Dealer and Deal tags, and any extra tags the boards were read with."""
    from ..ai.dds import load_endplay

    load_endplay()
    from endplay.parsers.pbn import dumps
    from endplay.types import Board as EBoard
    from endplay.types import Deal, Player, Vul

    players = (Player.north, Player.east, Player.south, Player.west)
    out = []
    for b in boards:
        extra = {k: v for k, v in b.tags if k not in ("Event", "Site", "Date")}
        info: dict[str, Any] = {"Event": b.title or event or "cardtable Minibridge", "Site": "cardtable"}
        info.update(extra)
        if b.dd is not None:
            rows = [[SEAT_LETTERS[seat], strain, str(b.dd[seat][k])]
                    for seat in range(4) for k, strain in enumerate(DD_STRAINS)]
            info["OptimumResultTable"] = {"headers": ["Declarer", "Denomination", "Result"], "rows": rows}
        out.append(EBoard(Deal(b.pbn_deal), board_num=b.number, dealer=players[b.dealer], vul=Vul.none, **info))
    return dumps(out)
