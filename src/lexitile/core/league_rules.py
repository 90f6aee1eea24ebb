"""The household league's arithmetic: XP, levels and chips for one finished game.

Pure: no I/O, no database. :mod:`lexitile.storage.league_db` stores what
:func:`settle` returns, and ``lexitile league rebuild`` calls :func:`settle` again on the
stored game records, so the live league and the rebuilt one come from the same code.

Source of the rules: the Kreuzwort rule text, sections "Tischoptionen" (competitive
table "um Punkte und Chips kämpfen", wager per game) and "Klassifikation nach Punkten"
(winner 10 × number of players XP, pairs 20 each, losers 5, the bank's 25% of the pot,
a game ended by agreement returns every wager). Where the text is silent (a draw, a lone
player against a pair, abandonment, a broke profile, levels) the choice is ours and is
spelled out in ``docs/league.md``; every number below is named there.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.core.message import Message
from lexitile.errors import LexitileError

#: XP per counted player for the winner ("10 × Anzahl der Spieler").
WIN_XP_PER_PLAYER = 10
#: XP for each losing profile ("Die Spieler, die eine Partie verlieren, addieren 5 Punkte").
LOSER_XP = 5
#: Share of the pot the bank keeps, in percent ("die Bank bezieht ein 25% vom Jackpot").
BANK_PERCENT = 25
#: Chips every new profile starts with (our choice).
STARTING_CHIPS = 1000
#: A profile left below this many chips after a game is broke (our choice) ...
BROKE_BELOW = 100
#: ... and is topped up to exactly this many by a relief grant (our choice).
RELIEF_TO = 100
#: Chips an abandoning profile pays to the bank on top of its forfeited wager (our choice).
ABANDON_PENALTY = 10
#: XP of level ``L`` starts at ``LEVEL_STEP × L × (L − 1)`` (our choice: 0, 50, 150, 300, …).
LEVEL_STEP = 25


class LeagueError(LexitileError):
    """A league request that cannot be carried out (a seat that cannot cover the wager,
    a wager at a practice table, an unknown or duplicate profile).

    Args:
        message: what was wrong (English, as standard error prints it).
        why: the same as a :class:`~lexitile.core.message.Message` (codes ``league.*``)
            for the screens to word in their language, or ``None``.
    """

    def __init__(self, message: str, *, why: Message | None = None) -> None:
        super().__init__(message)
        self.why = why


class SeatKind(enum.Enum):
    """Who sits in a seat: only profiles take part in the league."""

    PROFILE = "profile"
    GUEST = "guest"
    ROBOT = "robot"


class GameStatus(enum.Enum):
    """How a game ended.

    ``FINISHED``: played to its end (resignation included: the resigner lost).
    ``ABORTED``: ended by mutual agreement; counts for nothing, every wager returned.
    ``ABANDONED``: one seat walked away; that profile pays the abandonment penalty.
    """

    FINISHED = "finished"
    ABORTED = "aborted"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat of a recorded game.

    Attributes:
        name: the name shown at the table.
        kind: profile, guest or robot.
        profile_id: the profile's id (``None`` unless ``kind`` is PROFILE).
        team: seats with the same team number are partners (a side); ``None``: a side of one.
        score: final game score in points (0 when the game had none).
        resigned: this seat resigned (a loss).
    """

    name: str
    kind: SeatKind = SeatKind.PROFILE
    profile_id: int | None = None
    team: int | None = None
    score: int = 0
    resigned: bool = False


@dataclass(frozen=True, slots=True)
class GameResult:
    """A game as the league sees it.

    Attributes:
        mode: ``board`` (Kreuzwort and the other board rule sets), ``quiddler`` or ``crosswise``.
        competitive: the table option "um Punkte und Chips kämpfen"; False is a practice table.
        wager: chips each seat stakes (0: none); only at a competitive table.
        status: finished, aborted or abandoned.
        seats: every seat in seat order.
        winners: 0-based seats that won; more than one side among them is a draw.
        abandoned_by: the seat that abandoned (ABANDONED only).
    """

    mode: str
    competitive: bool
    wager: int
    status: GameStatus
    seats: tuple[Seat, ...]
    winners: tuple[int, ...] = ()
    abandoned_by: int | None = None


@dataclass(frozen=True, slots=True)
class SeatSettlement:
    """What one profile seat gets from a game.

    Attributes:
        seat: 0-based seat.
        profile_id: the profile.
        xp: XP gained (never negative).
        chips: net chips (wager paid and share of the pot received; may be negative).
        result: ``win``, ``loss``, ``draw`` or ``none`` (the game is in no statistic for it).
    """

    seat: int
    profile_id: int
    xp: int
    chips: int
    result: str


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One scoring move of a game, for the statistics.

    Attributes:
        seat: 0-based seat that made it.
        notation: how the game writes it (``8D JOKER``; a Quiddler or Crosswise move text).
        score: points of the move.
        words: each word formed with its points (the main word first).
        bingo: the move used every tile of the rack.
    """

    seat: int
    notation: str
    score: int
    words: tuple[tuple[str, int], ...] = ()
    bingo: bool = False


def status_of(over: bool, abandoned_by: int | None) -> GameStatus:
    """How the league counts a game: abandoned by a seat, finished (``over``), else
    aborted by agreement."""
    if abandoned_by is not None:
        return GameStatus.ABANDONED
    return GameStatus.FINISHED if over else GameStatus.ABORTED


def check_people(n: int, people: Sequence[Seat]) -> None:
    """Refuse a table whose people do not match the game's ``n`` seats.

    Raises:
        LeagueError: not one entry per seat.
    """
    if len(people) != n:
        raise LeagueError(f"the league needs the people of all {n} seats (got {len(people)})")


def side_of(seats: Sequence[Seat], index: int) -> tuple[str, int]:
    """The side of seat ``index``: its team, or the seat alone when it has none."""
    team = seats[index].team
    return ("team", team) if team is not None else ("seat", index)


def check_table(result: GameResult) -> None:
    """Refuse a table the league cannot settle.

    Raises:
        LeagueError: a negative wager; a wager at a practice table; a wager with a guest or
            robot seated (they hold no chips, so they cannot cover it: "genügend Chips …
            um die Wette zu decken"); a winner or abandoning seat out of range; a profile
            seat without id; one profile in two seats.
    """
    if result.wager < 0:
        raise LeagueError(f"a wager cannot be negative (got {result.wager})")
    if result.wager and not result.competitive:
        raise LeagueError("a practice table has no wager")
    for i, seat in enumerate(result.seats):
        if (seat.kind is SeatKind.PROFILE) != (seat.profile_id is not None):
            raise LeagueError(f"seat {i + 1} ({seat.name}): a profile seat needs a profile id, and only it")
        if result.wager and seat.kind is not SeatKind.PROFILE:
            raise LeagueError(f"seat {i + 1} ({seat.name}): a {seat.kind.value} cannot cover a wager")
    ids = [s.profile_id for s in result.seats if s.profile_id is not None]
    if len(ids) != len(set(ids)):
        raise LeagueError("a profile can sit in only one seat of a table", why=Message("league.profile-twice"))
    for w in result.winners:
        if not 0 <= w < len(result.seats):
            raise LeagueError(f"winner seat {w + 1} is not at the table")
    if result.status is GameStatus.ABANDONED and (
        result.abandoned_by is None or not 0 <= result.abandoned_by < len(result.seats)
    ):
        raise LeagueError("an abandoned game needs the seat that abandoned it")


def _split(amount: int, parts: int) -> list[int]:
    """``amount`` in ``parts`` whole shares, the first shares one larger (seat order)."""
    base, extra = divmod(amount, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]


def settle(result: GameResult) -> list[SeatSettlement]:
    """XP and chips of every profile seat of ``result``, in seat order.

    Rules (Kreuzwort "Klassifikation nach Punkten"; our choices marked *):

    * Only profile seats take part. The counted players are the sides (a team, or a seat
      without team) with at least one profile; with fewer than two, nobody gains XP.
    * Finished competitive game: each profile on the winning side gains
      ``10 × counted players`` (two players 20, three 30, pairs 20 each partner); each
      profile on a losing side gains 5. A resigner is on a losing side.
    * *Draw (winners on more than one side): the drawn sides share the winner's XP,
      ``10 × counted players // drawn sides`` each, never less than a loser's 5.
    * *Lone player against a pair (Crosswise): two sides, so the winner gets 20 (each
      partner when the pair wins) and the losers 5.
    * Chips: the pot is every seat's wager; the bank keeps 25% of it (rounded down);
      the rest goes to the winning profiles in equal shares (a draw splits it between
      the drawn profiles); a remainder chip goes to the earlier seat. *A winning side
      without profile (a robot won a wager-free table) has no pot to take.
    * Practice table: no XP, no chips. Aborted by agreement: nothing, wagers returned.
    * *Abandoned: no XP for anyone; the abandoning profile forfeits its wager and pays
      10 chips to the bank; every other profile gets its wager back plus an equal share
      of the forfeited wager less the bank's 25%.

    Args:
        result: the game; checked with :func:`check_table`.

    Returns:
        One :class:`SeatSettlement` per profile seat, in seat order.

    Raises:
        LeagueError: see :func:`check_table`.
    """
    check_table(result)
    seats = result.seats
    profiles = [i for i, s in enumerate(seats) if s.kind is SeatKind.PROFILE]
    none = [SeatSettlement(i, _pid(seats[i]), 0, 0, "none") for i in profiles]
    if result.status is GameStatus.ABORTED or not result.competitive:
        return none
    if result.status is GameStatus.ABANDONED:
        return _settle_abandoned(result, profiles)
    counted = {side_of(seats, i) for i in profiles}
    winning_sides = {side_of(seats, w) for w in result.winners}
    xp_on = len(counted) >= 2
    n = len(counted)
    draw = len(winning_sides) > 1
    win_xp = WIN_XP_PER_PLAYER * n
    if draw:
        win_xp = max(LOSER_XP, win_xp // len(winning_sides))
    pot = result.wager * len(profiles)
    bank = pot * BANK_PERCENT // 100
    takers = [i for i in profiles if side_of(seats, i) in winning_sides and not seats[i].resigned]
    shares = dict(zip(takers, _split(pot - bank, len(takers)))) if takers and pot else {}
    out: list[SeatSettlement] = []
    for i in profiles:
        won = i in takers
        xp = (win_xp if won else LOSER_XP) if xp_on else 0
        chips = shares.get(i, 0) - result.wager
        out.append(SeatSettlement(i, _pid(seats[i]), xp, chips, ("draw" if draw else "win") if won else "loss"))
    return out


def _settle_abandoned(result: GameResult, profiles: list[int]) -> list[SeatSettlement]:
    quitter = result.abandoned_by
    others = [i for i in profiles if i != quitter]
    forfeited = result.wager if quitter in profiles else 0
    bank = forfeited * BANK_PERCENT // 100
    shares = dict(zip(others, _split(forfeited - bank, len(others)))) if others and forfeited else {}
    out: list[SeatSettlement] = []
    for i in profiles:
        if i == quitter:
            out.append(SeatSettlement(i, _pid(result.seats[i]), 0, -result.wager - ABANDON_PENALTY, "loss"))
        else:
            out.append(SeatSettlement(i, _pid(result.seats[i]), 0, shares.get(i, 0), "none"))
    return out


def _pid(seat: Seat) -> int:
    assert seat.profile_id is not None  # check_table guarantees it for profile seats
    return seat.profile_id


def relief_grant(chips: int) -> int:
    """Chips granted to a profile left with ``chips`` after a game (our broke rule):
    below 100 it is topped up to 100 (a negative balance too); otherwise 0."""
    return RELIEF_TO - chips if chips < BROKE_BELOW else 0


def level_for(xp: int) -> int:
    """The level of ``xp`` XP: level ``L`` starts at ``25 × L × (L − 1)`` XP
    (1 at 0, 2 at 50, 3 at 150, 4 at 300, 5 at 500, …)."""
    level = 1
    while LEVEL_STEP * (level + 1) * level <= xp:
        level += 1
    return level


def xp_for_level(level: int) -> int:
    """The XP at which ``level`` (1-based) starts."""
    return LEVEL_STEP * level * (level - 1)
