"""What the board game's robot levels are, in words short enough for one line of the
new-game form at 80 columns, with the figures each level measured.

The figures are the self-play ladder of ``docs/robots.md`` ("The ladder and the
tables"): two players, 200 games a step, seats rotating, the share of games the weaker
of two neighbouring levels won; and the expert's win share at tables of three and four
against hard robots. They are data here, not part of a message, so that a new
measurement changes no translation.
"""

from __future__ import annotations

from typing import NamedTuple

from lexitile.core.robot_levels import FAMILIAR_SUFFIX
from lexitile.i18n import N_, _

__all__ = [
    "EXPERT_TABLES",
    "LADDER",
    "LEVEL_NAMES",
    "familiar_help",
    "level_help",
    "level_label",
    "levels_tooltip",
]

#: The levels as shown (translated at use).
LEVEL_NAMES = {
    "easy": N_("easy"),
    "casual": N_("casual"),
    "keen": N_("keen"),
    "steady": N_("steady"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}

#: What each level plays, a few words each (translated at use).
_WHAT = {
    "easy": N_("common words, not always its best"),
    "casual": N_("common words, near its best"),
    "keen": N_("its best play of common words"),
    "steady": N_("every word, near its best"),
    "medium": N_("the highest score"),
    "hard": N_("score and the tiles it keeps"),
    "expert": N_("thinks for seconds"),
}


class Step(NamedTuple):
    """One step of the ladder: ``weaker`` won ``share`` per cent of the two-player games
    against ``stronger`` (rounded to a whole per cent)."""

    weaker: str
    stronger: str
    share: int


#: The ladder (docs/robots.md, "The ladder and the tables"), weakest step first.
LADDER: tuple[Step, ...] = (
    Step("easy", "casual", 20),
    Step("casual", "keen", 18),
    Step("keen", "steady", 31),
    Step("steady", "medium", 24),
    Step("medium", "hard", 39),
)

#: The expert's win share in per cent against two and against three hard robots
#: (docs/robots.md, "Tables of three and four"; fair shares 33 % and 25 %).
EXPERT_TABLES: tuple[int, int] = (38, 27)


def level_label(level: str) -> str:
    """A computer seat's level as shown, in the interface language: ``"keen"`` ->
    ``eifrig`` in German; ``"keen+familiar"`` -> ``keen, common words only``.

    Args:
        level: a level of :data:`LEVEL_NAMES`, optionally ending in ``+familiar``
            (:data:`lexitile.core.robot_levels.FAMILIAR_SUFFIX`); another text is shown
            as it is.
    """
    base = level.removesuffix(FAMILIAR_SUFFIX)
    name = _(LEVEL_NAMES[base]) if base in LEVEL_NAMES else base
    if base != level:
        return _("{level}, common words only").format(level=name)
    return name


def _figure(level: str) -> str:
    """The measured figure of ``level``: its share against the next level up; for the
    top of the ladder, the share the level below won against it; for the expert, its
    shares at tables of three and four. Empty for a level not measured."""
    for step in LADDER:
        if step.weaker == level:
            return _("wins {share}% against {stronger}").format(
                share=step.share, stronger=_(LEVEL_NAMES[step.stronger])
            )
    for step in LADDER:
        if step.stronger == level:
            return _("{weaker} wins {share}% against it").format(share=step.share, weaker=_(LEVEL_NAMES[step.weaker]))
    if level == "expert":
        three, four = EXPERT_TABLES
        return _("won {three}% against 2 hard, {four}% against 3").format(three=three, four=four)
    return ""


def level_help(level: str) -> str:
    """One line about a robot level for the form's hint line: what it plays and its
    figure (``"casual: common words, near its best; wins 18% against keen"``), in the
    interface language. An unknown level: its name alone.

    Args:
        level: a level of :data:`LEVEL_NAMES` (a ``+familiar`` ending is ignored).
    """
    base = level.removesuffix(FAMILIAR_SUFFIX)
    if base not in _WHAT:
        return base
    return _("{level}: {what}; {figure}").format(level=_(LEVEL_NAMES[base]), what=_(_WHAT[base]), figure=_figure(base))


def familiar_help() -> str:
    """The hint line of a seat's "familiar words" box, in the interface language."""
    return _("familiar: this robot plays only common words, no obscure ones")


def levels_tooltip() -> str:
    """The help of a board-game seat's kind: a person or a robot, then one line per level,
    weakest first, with its figure; then what "familiar" does."""
    lines = [_("a person, or a computer player of a level, weakest first (two-player games):")]
    lines += [level_help(level) for level in LEVEL_NAMES]
    lines.append(familiar_help())
    return "\n".join(lines)
