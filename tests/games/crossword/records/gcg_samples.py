"""Small hand-made GCG games shared by the record tests (scores checked by hand).

``GAME``: BITE at 8G is (3+1+1+1) x2 (DW start) = 12; R.GS down H7 = 1+1+2+1 = 5;
ON. down J6 = 1x3 (TL J6) + 1 + 1 = 5; YOUR. at 10D = 4+1+1x3 (TL F10)+1+1 = 10, withdrawn
(-10), played again and upheld with a 5-point challenge bonus.
"""

from __future__ import annotations

GAME = """#character-encoding UTF-8
#player1 alice Alice Doe
#player2 bob Bob Roe
>alice: ABEIKTT 8G BITE +12 12
#note opening
>bob: DGOORSU H7 R.GS +5 5
>alice: AKLNOTW J6 ON. +5 17
>bob: DOORSUY 10D YOUR. +10 15
>bob: DOORSUY -- -10 5
>alice: AEKLTWW -KWW +0 17
#note first line
second line
third line
>bob: DOORSUY 10D YOUR. +10 15
>bob:  (challenge) +5 20
>alice: AEELRTT - +0 17
"""

#: line -> (kind value, recomputed score, alice total, bob total) after each event of GAME
GAME_STEPS = [
    (4, "play", 12, 12, 0),
    (6, "play", 5, 12, 5),
    (7, "play", 5, 17, 5),
    (8, "play", 10, 17, 15),
    (9, "withdrawn", -10, 17, 5),
    (10, "exchange", 0, 17, 5),
    (14, "play", 10, 17, 15),
    (15, "challenge-bonus", 5, 17, 20),
    (16, "pass", 0, 17, 20),
]

#: Six scoreless turns after BITE (pass, pass, exchange, exchange, pass, pass), then each
#: player loses their own rack: GOORSUX = 2+1+1+1+1+1+8 = 15, ALNOTWY = 1+1+1+1+1+4+4 = 13.
SIX_ZERO = """#player1 alice Alice
#player2 bob Bob
>alice: ABEIKTT 8G BITE +12 12
>bob: DGOORSU - +0 0
>alice: AKLNOTW - +0 12
>bob: DGOORSU -DG +0 0
>alice: AKLNOTW -K +0 12
>bob: GOORSUX - +0 0
>alice: ALNOTWY - +0 12
>bob: GOORSUX (GOORSUX) -15 -15
>alice: ALNOTWY (ALNOTWY) -13 -1
"""

#: Four players in turn; player 4 passes, player 1 passes.
FOUR_PLAYERS = """#player1 a Ann
#player2 b Ben
#player3 c Cat
#player4 d Dan
>a: ABEIKTT 8G BITE +12 12
>b: DGOORSU H7 R.GS +5 5
>c: AKLNOTW J6 ON. +5 5
>d: AEINRST - +0 0
>a: AKLTXYZ - +0 12
"""


def replace_line(text: str, line: int, new: str) -> str:
    """``text`` with its 1-based line ``line`` replaced by ``new``."""
    lines = text.split("\n")
    lines[line - 1] = new
    return "\n".join(lines)


def insert_line(text: str, line: int, new: str) -> str:
    """``text`` with ``new`` inserted so that it becomes line ``line``."""
    lines = text.split("\n")
    lines.insert(line - 1, new)
    return "\n".join(lines)
